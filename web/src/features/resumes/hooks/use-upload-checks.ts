import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ResumeContent } from '@/features/resumes/lib/resume-content';
import { readStoredChecks, writeStoredChecks } from '@/lib/upload-checks-store';
import {
  followChecks,
  openChecks,
  restoreChecks,
  trackChecks,
  type OpenCheck,
  type TrackedCheck,
  type UploadCheck,
} from '@/features/resumes/lib/upload-checks';

/** What the editor's fields read: the open checks, and how to confirm one or be taken to it. */
export interface UploadChecks {
  open: OpenCheck[];
  /** "Looks right": closes a check without changing its field. */
  confirm: (id: string) => void;
  /** The path of a field to focus once its tab shows (a link of the notice), or null. */
  focusPath: string | null;
  requestFocus: (path: string | null) => void;
}

const none: UploadChecks = { open: [], confirm: () => undefined, focusPath: null, requestFocus: () => undefined };

export const UploadChecksContext = createContext<UploadChecks>(none);

/** The checks of the open editor (none outside the builder). */
export function useUploadChecksContext(): UploadChecks {
  return useContext(UploadChecksContext);
}

/** The open check of the field at `path`, if any. */
export function useCheckAt(path: string | undefined): { check: OpenCheck | undefined; checks: UploadChecks } {
  const checks = useUploadChecksContext();
  return { check: path ? checks.open.find((c) => c.path === path) : undefined, checks };
}

/**
 * The builder's checks of its last upload: `start` follows the checks an
 * upload returned; each closes when its field is edited or confirmed. The
 * open ones are kept in the browser for the user (the materials screen
 * counts them, and they come back on the next visit while the resume still
 * holds those fields).
 */
export function useUploadChecks(content: ResumeContent, userId: string) {
  const [tracked, setTracked] = useState<TrackedCheck[]>(() => restoreChecks(readStoredChecks(userId), content));
  const [focusPath, requestFocus] = useState<string | null>(null);

  // Persist where entries moved and which checks closed, so that a field
  // changed back to its uploaded value stays confirmed.
  useEffect(() => {
    setTracked((t) => followChecks(t, content));
  }, [content]);

  useEffect(() => {
    writeStoredChecks(userId, tracked.filter((c) => !c.closed));
  }, [tracked, userId]);

  const start = useCallback((checks: UploadCheck[], imported: ResumeContent, merged: ResumeContent) => {
    setTracked(trackChecks(checks, imported, merged));
  }, []);
  const confirm = useCallback((id: string) => {
    setTracked((t) => t.map((c, i) => (String(i) === id ? { ...c, closed: true } : c)));
  }, []);
  const clear = useCallback(() => setTracked([]), []);

  const open = useMemo(() => openChecks(tracked, content), [tracked, content]);
  const value = useMemo<UploadChecks>(() => ({ open, confirm, focusPath, requestFocus }), [open, confirm, focusPath]);
  return { value, start, clear };
}
