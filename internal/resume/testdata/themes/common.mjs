// What latex.mjs and docx.mjs share: reading the JSON Resumes and writing
// their dates the way a person typing a resume would.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const resumeDir = 'resumes';

// resumes lists the JSON Resumes as [name without .json, parsed resume].
export function resumes() {
  return readdirSync(resumeDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(resumeDir, f), 'utf8'))]);
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// date writes "2021-03" as "Mar 2021" (or "March 2021" with long), "2019"
// as "2019", and nothing as "" (the caller decides on "Present").
export function date(s, { long = false, numeric = false } = {}) {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(s || '');
  if (!m) return '';
  if (!m[2]) return m[1];
  if (numeric) return `${m[2]}/${m[1]}`;
  return `${(long ? longMonths : months)[Number(m[2]) - 1]} ${m[1]}`;
}

// span is a job's or school's dates: "Mar 2021 – Present".
export function span(start, end, opts = {}, dash = ' – ', present = 'Present') {
  const a = date(start, opts);
  const b = end ? date(end, opts) : present;
  if (!a) return b === present ? '' : b;
  return a + dash + b;
}

// place joins a location's parts: "Phoenix, AZ".
export function place(loc) {
  if (!loc) return '';
  if (typeof loc === 'string') return loc;
  return [loc.city, loc.region || loc.countryCode].filter(Boolean).join(', ');
}

// degree is how a school entry names the degree: "Bachelor of Science in
// Nursing", or "B.Ed., Education" when the type is an abbreviation.
export function degree(e) {
  if (!e.studyType) return e.area || '';
  if (!e.area || e.studyType.toLowerCase().includes(e.area.toLowerCase())) return e.studyType;
  return /^[A-Z][A-Za-z.]*\.?$|\./.test(e.studyType) ? `${e.studyType}, ${e.area}` : `${e.studyType} in ${e.area}`;
}
