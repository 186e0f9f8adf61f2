import type { Suggestion } from '@/features/resumes/api/optimize-resume';
import type { ResumeContent } from '@/features/resumes/lib/resume-content';

/**
 * The resume with the chosen suggestions kept: each rewrites one line of an
 * experience entry's description, the summary or a certification's name
 * (found by its text, so that edits made meanwhile elsewhere stay), or adds
 * terms to the skills.
 */
export function applySuggestions(content: ResumeContent, suggestions: Suggestion[], chosen: ReadonlySet<string>): ResumeContent {
  let next = content;
  for (const s of suggestions) {
    if (!chosen.has(s.id)) continue;
    if (s.section === 'skills') {
      const have = new Set(next.skills.map((x) => x.toLowerCase()));
      next = { ...next, skills: [...next.skills, ...s.terms.filter((t) => !have.has(t.toLowerCase()))] };
      continue;
    }
    if (s.section === 'summary') {
      const summary = next.personalInfo.summary;
      if (summary.includes(s.before)) next = { ...next, personalInfo: { ...next.personalInfo, summary: summary.replace(s.before, s.after) } };
      continue;
    }
    if (s.section === 'certifications') {
      const cert = next.certifications[s.index];
      if (!cert || cert.name !== s.before) continue;
      const certifications = next.certifications.slice();
      certifications[s.index] = { ...cert, name: s.after };
      next = { ...next, certifications };
      continue;
    }
    const entry = next.experience[s.index];
    if (!entry || !entry.description.includes(s.before)) continue;
    const experience = next.experience.slice();
    experience[s.index] = { ...entry, description: entry.description.replace(s.before, s.after) };
    next = { ...next, experience };
  }
  return next;
}
