import { useEffect, useState } from 'react';

/**
 * The fields of an uploaded resume the person has not confirmed yet, kept
 * in the browser per user (localStorage): the resume builder writes them,
 * and the materials screen says how many remain, since cover letters and
 * answers are written from the saved resume.
 */
const PREFIX = 'stride.upload-checks.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored checks of the user (unvalidated JSON values), or []. */
export function readStoredChecks(userId: string): unknown[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(PREFIX + userId) ?? '[]');
    return Array.isArray(value) ? (value as unknown[]) : [];
  } catch {
    return [];
  }
}

/** Keeps the checks still open; none removes the entry. */
export function writeStoredChecks(userId: string, open: unknown[]): void {
  const s = storage();
  if (!s) return;
  try {
    if (open.length === 0) s.removeItem(PREFIX + userId);
    else s.setItem(PREFIX + userId, JSON.stringify(open));
  } catch {
    // A full or refused storage only loses the reminder.
  }
}

/** How many uploaded fields the user has not confirmed yet, as the builder last left them. */
export function useUnconfirmedUploadCount(userId: string): number {
  const [count, setCount] = useState(() => readStoredChecks(userId).length);
  useEffect(() => {
    const onStorage = () => setCount(readStoredChecks(userId).length);
    onStorage();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);
  return count;
}
