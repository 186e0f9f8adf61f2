import { describe, expect, it } from 'vitest';
import type { Suggestion } from '@/features/resumes/api/optimize-resume';
import { applySuggestions } from '@/features/resumes/lib/apply-suggestions';
import { emptyResumeContent } from '@/features/resumes/lib/resume-content';

const content = () => {
  const c = emptyResumeContent();
  c.skills = ['Employee relations'];
  c.experience = [
    {
      title: 'HR Generalist',
      company: 'Carolina Precision Plastics',
      location: '',
      startDate: '2019-01',
      endDate: 'Present',
      description: '• Rebuilt new-hire orientation into a 2-day program\n• Administer FMLA and short-term disability claims',
    },
  ];
  return c;
};

const suggestions: Suggestion[] = [
  {
    id: 's1',
    section: 'experience',
    index: 0,
    label: 'HR Generalist, Carolina Precision Plastics',
    before: '• Rebuilt new-hire orientation into a 2-day program',
    after: '• Rebuilt new-hire orientation (onboarding) into a 2-day program',
    terms: ['onboarding'],
  },
  {
    id: 's2',
    section: 'experience',
    index: 0,
    label: 'HR Generalist, Carolina Precision Plastics',
    before: '• Administer FMLA and short-term disability claims',
    after: '• Administer FMLA and short-term disability claims (leaves of absence)',
    terms: ['leaves of absence'],
  },
  { id: 's3', section: 'skills', index: 0, label: 'Skills', before: 'Employee relations', after: '', terms: ['HRIS', 'employee relations'] },
];

describe('applySuggestions', () => {
  it('keeps only the chosen changes, line by line', () => {
    const next = applySuggestions(content(), suggestions, new Set(['s2', 's3']));
    expect(next.experience[0].description).toBe(
      '• Rebuilt new-hire orientation into a 2-day program\n• Administer FMLA and short-term disability claims (leaves of absence)',
    );
    expect(next.skills).toEqual(['Employee relations', 'HRIS']);
  });
  it('rewrites the summary', () => {
    const c = content();
    c.personalInfo.summary = 'I make complicated forms feel simple.';
    const s: Suggestion = {
      id: 's4',
      section: 'summary',
      index: 0,
      label: 'Summary',
      before: 'I make complicated forms feel simple.',
      after: 'I make complicated forms (complex forms) feel simple.',
      terms: ['complex forms'],
    };
    expect(applySuggestions(c, [s], new Set(['s4'])).personalInfo.summary).toBe('I make complicated forms (complex forms) feel simple.');
  });
  it("writes a posting's abbreviation beside a certification's name", () => {
    const c = content();
    c.certifications = [{ name: 'Certified Crop Adviser', issuer: 'ASA', date: '2019' }];
    const s: Suggestion = {
      id: 's5',
      section: 'certifications',
      index: 0,
      label: 'Certifications',
      before: 'Certified Crop Adviser',
      after: 'Certified Crop Adviser (CCA)',
      terms: ['CCA'],
    };
    expect(applySuggestions(c, [s], new Set(['s5'])).certifications[0]).toEqual({ name: 'Certified Crop Adviser (CCA)', issuer: 'ASA', date: '2019' });
    c.certifications[0].name = 'CCA';
    expect(applySuggestions(c, [s], new Set(['s5'])).certifications[0].name).toBe('CCA');
  });
  it('leaves a line alone when it was edited meanwhile', () => {
    const c = content();
    c.experience[0].description = '• Rebuilt orientation';
    expect(applySuggestions(c, suggestions, new Set(['s1'])).experience[0].description).toBe('• Rebuilt orientation');
  });
});
