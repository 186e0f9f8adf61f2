/**
 * The resume content of seed 001 §3.2 and the pure helpers the builder
 * uses to edit it: tolerant normalisation of what the server or a file
 * import returns, list reordering, skill deduplication, the title rule and
 * the before/after list of an AI optimisation.
 */

export interface PersonalInfo {
  name: string;
  email: string;
  phone: string;
  location: string;
  linkedin: string;
  website: string;
  summary: string;
}

export interface Experience {
  title: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string;
  description: string;
}

export interface Education {
  degree: string;
  school: string;
  location: string;
  graduationDate: string;
  details: string;
}

export interface Project {
  name: string;
  description: string;
  technologies: string[];
  link: string;
}

export interface Certification {
  name: string;
  issuer: string;
  date: string;
}

export interface ResumeContent {
  personalInfo: PersonalInfo;
  experience: Experience[];
  education: Education[];
  skills: string[];
  projects: Project[];
  certifications: Certification[];
}

/** The end date of a current role. */
export const PRESENT = 'Present';

export const emptyPersonalInfo = (): PersonalInfo => ({
  name: '',
  email: '',
  phone: '',
  location: '',
  linkedin: '',
  website: '',
  summary: '',
});
export const emptyExperience = (): Experience => ({
  title: '',
  company: '',
  location: '',
  startDate: '',
  endDate: '',
  description: '',
});
export const emptyEducation = (): Education => ({ degree: '', school: '', location: '', graduationDate: '', details: '' });
export const emptyProject = (): Project => ({ name: '', description: '', technologies: [], link: '' });
export const emptyCertification = (): Certification => ({ name: '', issuer: '', date: '' });

export function emptyResumeContent(): ResumeContent {
  return {
    personalInfo: emptyPersonalInfo(),
    experience: [],
    education: [],
    skills: [],
    projects: [],
    certifications: [],
  };
}

export function dedupeCaseInsensitive(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const t = v.trim();
    const key = t.toLowerCase();
    if (!t || seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

/**
 * Fills the current resume from an import: every field the import has
 * replaces the one in the editor; what the import lacks is kept.
 */
export function mergeImported(current: ResumeContent, imported: ResumeContent): ResumeContent {
  const personalInfo = { ...current.personalInfo };
  for (const key of Object.keys(personalInfo) as (keyof PersonalInfo)[]) {
    if (imported.personalInfo[key].trim()) personalInfo[key] = imported.personalInfo[key];
  }
  return {
    personalInfo,
    experience: imported.experience.length ? imported.experience : current.experience,
    education: imported.education.length ? imported.education : current.education,
    skills: imported.skills.length ? imported.skills : current.skills,
    projects: imported.projects.length ? imported.projects : current.projects,
    certifications: imported.certifications.length ? imported.certifications : current.certifications,
  };
}

/** Moves the item at index by delta (-1 up, +1 down); out of range is a no-op. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item);
  return next;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function replaceItem<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((v, i) => (i === index ? item : v));
}

/**
 * Adds what was typed in the skills box (one skill, or several separated
 * by commas). Skills already on the list, in any letter case, are skipped.
 */
export function addSkills(skills: readonly string[], input: string): { skills: string[]; duplicates: string[] } {
  const seen = new Set(skills.map((s) => s.trim().toLowerCase()));
  const next = [...skills];
  const duplicates: string[] = [];
  for (const part of input.split(',')) {
    const skill = part.trim().replace(/\s+/g, ' ');
    if (!skill) continue;
    const key = skill.toLowerCase();
    if (seen.has(key)) {
      duplicates.push(skill);
      continue;
    }
    seen.add(key);
    next.push(skill);
  }
  return { skills: next, duplicates };
}

/** "React, Go ,, react" → ['React', 'Go']. */
export function parseTechnologies(text: string): string[] {
  return dedupeCaseInsensitive(text.split(','));
}

/** Seed 001 §3.2: the person's name followed by 's Resume, or 'My Resume'. */
export function resumeTitle(content: ResumeContent): string {
  const name = content.personalInfo.name.trim();
  return name ? `${name}'s Resume` : 'My Resume';
}

/** True when the resume has nothing a PDF could show (the server refuses those). */
export function isContentEmpty(content: ResumeContent): boolean {
  return (
    !content.personalInfo.name.trim() &&
    !content.personalInfo.summary.trim() &&
    content.experience.length === 0 &&
    content.education.length === 0 &&
    content.skills.length === 0
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2021-03" → "Mar 2021"; other text stays as written (as in the PDF). */
export function monthYear(value: string): string {
  const m = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(value.trim());
  if (m) {
    const month = Number(m[2]);
    if (month >= 1 && month <= 12) return `${MONTHS[month - 1]} ${m[1]}`;
  }
  return value.trim();
}

/** "Mar 2021 – Present", as the PDF writes a date range. */
export function dateRange(start: string, end: string): string {
  if (!start.trim()) return monthYear(end);
  return `${monthYear(start)} – ${monthYear(end.trim() ? end : PRESENT)}`;
}

/** One difference between two versions of a resume, for the optimise dialog. */
export interface ContentChange {
  label: string;
  before: string;
  after: string;
}

function personalLabel(key: keyof PersonalInfo): string {
  const labels: Record<keyof PersonalInfo, string> = {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
    linkedin: 'LinkedIn',
    website: 'Website',
    summary: 'Summary',
  };
  return labels[key];
}

const experienceLabels: Record<keyof Experience, string> = {
  title: 'title',
  company: 'company',
  location: 'location',
  startDate: 'start date',
  endDate: 'end date',
  description: 'description',
};

/** What changed between two versions, field by field, in reading order. */
export function diffContent(before: ResumeContent, after: ResumeContent): ContentChange[] {
  const changes: ContentChange[] = [];
  for (const key of Object.keys(before.personalInfo) as (keyof PersonalInfo)[]) {
    if (before.personalInfo[key] !== after.personalInfo[key]) {
      changes.push({ label: personalLabel(key), before: before.personalInfo[key], after: after.personalInfo[key] });
    }
  }
  const rows = Math.max(before.experience.length, after.experience.length);
  for (let i = 0; i < rows; i += 1) {
    const b = before.experience[i] ?? emptyExperience();
    const a = after.experience[i] ?? emptyExperience();
    const name = a.title || b.title || `Experience ${i + 1}`;
    for (const key of Object.keys(b) as (keyof Experience)[]) {
      if (b[key] !== a[key]) changes.push({ label: `${name}: ${experienceLabels[key]}`, before: b[key], after: a[key] });
    }
  }
  const skillsBefore = before.skills.join(', ');
  const skillsAfter = after.skills.join(', ');
  if (skillsBefore !== skillsAfter) changes.push({ label: 'Skills', before: skillsBefore, after: skillsAfter });
  const simple: [string, { name?: string; degree?: string }[], { name?: string; degree?: string }[]][] = [
    ['Education', before.education, after.education],
    ['Projects', before.projects, after.projects],
    ['Certifications', before.certifications, after.certifications],
  ];
  for (const [label, b, a] of simple) {
    if (JSON.stringify(b) !== JSON.stringify(a)) {
      changes.push({ label, before: summarise(b), after: summarise(a) });
    }
  }
  return changes;
}

function summarise(list: { name?: string; degree?: string }[]): string {
  return list
    .map((r) => r.degree ?? r.name ?? '')
    .filter(Boolean)
    .join(', ');
}
