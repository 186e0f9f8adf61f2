import type { ResumeContent } from '@/features/resumes/lib/resume-content';

/** The editor tab that holds a checked field. */
export type CheckSection = 'personal' | 'experience' | 'education' | 'skills';

/**
 * A field of an uploaded resume the server's parser doubts (POST
 * /api/resumes/upload `checks`): its path in content, its tab, the entry
 * of a list and the reason in plain words.
 */
export interface UploadCheck {
  path: string;
  section: CheckSection;
  index?: number;
  field: string;
  reason: string;
}

/** A check the builder follows: the value the upload gave, to see when the person changes it. */
export interface TrackedCheck extends UploadCheck {
  /** The field's value as uploaded. */
  value: string;
  /** The whole entry as last seen (JSON), to follow it when entries move. */
  entry: string;
  closed: boolean;
}

const SECTIONS: readonly CheckSection[] = ['personal', 'experience', 'education', 'skills'];

/** The checks of an upload answer; anything unreadable is dropped. */
export function parseChecks(raw: unknown): UploadCheck[] {
  if (!Array.isArray(raw)) return [];
  const out: UploadCheck[] = [];
  for (const item of raw as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const c = item as Record<string, unknown>;
    const section = c.section as CheckSection;
    if (typeof c.path !== 'string' || typeof c.field !== 'string' || typeof c.reason !== 'string') continue;
    if (!SECTIONS.includes(section)) continue;
    const listed = section === 'experience' || section === 'education';
    if (listed && (typeof c.index !== 'number' || !Number.isInteger(c.index) || c.index < 0)) continue;
    out.push({ path: c.path, section, field: c.field, reason: c.reason, ...(listed ? { index: c.index as number } : {}) });
  }
  return out;
}

function entryOf(content: ResumeContent, section: CheckSection, index: number | undefined): unknown {
  if (section === 'personal') return content.personalInfo;
  if (section === 'skills') return content.skills;
  const list = section === 'experience' ? content.experience : content.education;
  return index === undefined ? undefined : list[index];
}

/** The value of a check's field at the entry `index` (the whole list for skills). */
function valueAt(content: ResumeContent, check: UploadCheck, index: number | undefined): string | undefined {
  const entry = entryOf(content, check.section, index);
  if (entry === undefined) return undefined;
  if (check.section === 'skills') return JSON.stringify(entry);
  const v = (entry as Record<string, unknown>)[check.field];
  return typeof v === 'string' ? v : undefined;
}

/**
 * The checks to follow after an upload: `imported` is the upload's content,
 * `merged` the editor's after it. A check whose field the editor kept from
 * before (an e-mail the upload lacked but the editor had) is dropped.
 */
export function trackChecks(checks: UploadCheck[], imported: ResumeContent, merged: ResumeContent): TrackedCheck[] {
  const out: TrackedCheck[] = [];
  for (const c of checks) {
    const value = valueAt(imported, c, c.index);
    if (value === undefined || valueAt(merged, c, c.index) !== value) continue;
    out.push({ ...c, value, entry: JSON.stringify(entryOf(imported, c.section, c.index)), closed: false });
  }
  return out;
}

/** A check still open: where its field is now (path and index), and an id that stays while it is open. */
export interface OpenCheck extends UploadCheck {
  id: string;
  /** The entry's place now, counted from 1, for a list section. */
  number?: number;
}

/**
 * The checks followed to `content`: an entry moved up or down takes its
 * check along (index, path and entry updated); a check closes for good
 * when its field changes or its entry is removed. Returns `tracked` itself
 * when nothing changed.
 */
export function followChecks(tracked: TrackedCheck[], content: ResumeContent): TrackedCheck[] {
  let changed = false;
  const next = tracked.map((c) => {
    if (c.closed) return c;
    let index = c.index;
    if (index !== undefined) {
      const list: unknown[] = c.section === 'experience' ? content.experience : content.education;
      const moved = list.findIndex((e) => JSON.stringify(e) === c.entry);
      if (moved >= 0) index = moved;
    }
    if (valueAt(content, c, index) !== c.value) {
      changed = true;
      return { ...c, closed: true };
    }
    const entry = JSON.stringify(entryOf(content, c.section, index));
    if (index === c.index && entry === c.entry) return c;
    changed = true;
    const path = index === undefined ? c.path : `${c.section}[${index}].${c.field}`;
    return { ...c, index, path, entry };
  });
  return changed ? next : tracked;
}

/** The checks still open in `content`: not confirmed, and the field as uploaded. */
export function openChecks(tracked: TrackedCheck[], content: ResumeContent): OpenCheck[] {
  const out: OpenCheck[] = [];
  followChecks(tracked, content).forEach((c, i) => {
    if (c.closed) return;
    out.push({
      id: String(i),
      path: c.path,
      section: c.section,
      field: c.field,
      reason: c.reason,
      ...(c.index === undefined ? {} : { index: c.index, number: c.index + 1 }),
    });
  });
  return out;
}

const FIELD_WORDS: Record<string, string> = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  title: 'Job title',
  company: 'Company',
  startDate: 'Start date',
  degree: 'Degree',
  school: 'School',
  skills: 'Skills',
};

/** Where a check is, in words: "Experience 1, Start date", "Personal, Email". */
export function checkPlace(c: OpenCheck): string {
  const field = FIELD_WORDS[c.field] ?? c.field;
  switch (c.section) {
    case 'personal':
      return `Personal, ${field}`;
    case 'skills':
      return 'Skills';
    case 'experience':
      return `Experience ${c.number ?? ''}, ${field}`;
    case 'education':
      return `Education ${c.number ?? ''}, ${field}`;
  }
}

/**
 * Checks kept from an earlier visit (localStorage), still open only where
 * `content` holds the very entry they were on: a resume changed or not
 * saved since then drops them.
 */
export function restoreChecks(stored: unknown[], content: ResumeContent): TrackedCheck[] {
  const out: TrackedCheck[] = [];
  const checks = parseChecks(stored);
  for (const raw of stored) {
    const r = raw as Record<string, unknown> | null;
    const c = checks.find((k) => r && k.path === r.path);
    if (!c || !r || typeof r.value !== 'string' || typeof r.entry !== 'string') continue;
    const here = JSON.stringify(entryOf(content, c.section, c.index));
    if (here !== r.entry || valueAt(content, c, c.index) !== r.value) continue;
    out.push({ ...c, value: r.value, entry: r.entry, closed: false });
  }
  return out;
}
