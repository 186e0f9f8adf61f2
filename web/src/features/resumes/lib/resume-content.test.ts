import { describe, expect, it } from 'vitest';
import {
  addSkills,
  contentFromLinkedIn,
  contentFromParsedData,
  dateRange,
  dedupeCaseInsensitive,
  diffContent,
  emptyResumeContent,
  isContentEmpty,
  mergeImported,
  monthYear,
  moveItem,
  normalizeContent,
  parseTechnologies,
  removeItem,
  resumeTitle,
} from '@/features/resumes/lib/resume-content';

describe('moveItem', () => {
  it('moves an entry up and down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
  it('leaves the list alone at the ends and does not mutate it', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, -1)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });
  it('removes by index', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('addSkills', () => {
  it('adds trimmed skills and skips ones already there in any case', () => {
    const first = addSkills(['Go'], '  TypeScript  ');
    expect(first).toEqual({ skills: ['Go', 'TypeScript'], duplicates: [] });
    const second = addSkills(first.skills, 'go');
    expect(second).toEqual({ skills: ['Go', 'TypeScript'], duplicates: ['go'] });
  });
  it('splits several skills on commas and dedupes within the input', () => {
    expect(addSkills([], 'SQL, Docker,, sql ,  Kubernetes  ').skills).toEqual(['SQL', 'Docker', 'Kubernetes']);
  });
  it('dedupeCaseInsensitive keeps the first spelling', () => {
    expect(dedupeCaseInsensitive(['React', 'react', ' REACT ', 'Vue', ''])).toEqual(['React', 'Vue']);
  });
  it('parses comma-separated technologies', () => {
    expect(parseTechnologies('React, Go ,, react, ')).toEqual(['React', 'Go']);
  });
});

describe('resumeTitle', () => {
  it("is the person's name followed by 's Resume, or My Resume", () => {
    const content = emptyResumeContent();
    expect(resumeTitle(content)).toBe('My Resume');
    content.personalInfo.name = '   ';
    expect(resumeTitle(content)).toBe('My Resume');
    content.personalInfo.name = ' Jordan Lee ';
    expect(resumeTitle(content)).toBe("Jordan Lee's Resume");
  });
});

describe('normalizeContent and imports', () => {
  it('fills every field of a partial or malformed value', () => {
    const c = normalizeContent({ personalInfo: { name: 'A' }, skills: ['x', 'X', 3], experience: [null, { title: 'T' }] });
    expect(c.personalInfo).toEqual({ name: 'A', email: '', phone: '', location: '', linkedin: '', website: '', summary: '' });
    expect(c.skills).toEqual(['x', '3']);
    expect(c.experience).toEqual([{ title: 'T', company: '', location: '', startDate: '', endDate: '', description: '' }]);
    expect(c.projects).toEqual([]);
    expect(normalizeContent(null)).toEqual(emptyResumeContent());
  });
  it('maps the upload parsedData (fullName → name)', () => {
    const c = contentFromParsedData({
      personalInfo: { fullName: 'Maya Chen', email: 'maya@example.com' },
      projects: [{ name: 'P', technologies: ['Go', 'go'] }],
    });
    expect(c.personalInfo.name).toBe('Maya Chen');
    expect(c.projects[0].technologies).toEqual(['Go']);
  });
  it('maps a LinkedIn import, with the headline as summary when there is none', () => {
    const c = contentFromLinkedIn({
      name: 'Avery L',
      email: 'a@example.com',
      location: 'Seattle',
      linkedinUrl: 'linkedin.com/in/avery',
      headline: 'Data Engineer',
      experience: [{ title: 'Data Engineer', company: 'Northwind' }],
      skills: ['SQL'],
    });
    expect(c.personalInfo).toMatchObject({ name: 'Avery L', linkedin: 'linkedin.com/in/avery', summary: 'Data Engineer' });
    expect(c.experience[0].company).toBe('Northwind');
  });
  it('merges an import: present fields replace, missing ones are kept', () => {
    const current = normalizeContent({ personalInfo: { name: 'Old', phone: '123' }, skills: ['Go'], education: [{ degree: 'BSc' }] });
    const merged = mergeImported(current, normalizeContent({ personalInfo: { name: 'New' }, skills: ['Rust'] }));
    expect(merged.personalInfo.name).toBe('New');
    expect(merged.personalInfo.phone).toBe('123');
    expect(merged.skills).toEqual(['Rust']);
    expect(merged.education[0].degree).toBe('BSc');
  });
  it('knows an empty resume', () => {
    expect(isContentEmpty(emptyResumeContent())).toBe(true);
    expect(isContentEmpty(normalizeContent({ skills: ['Go'] }))).toBe(false);
  });
});

describe('dates', () => {
  it('writes months like the PDF', () => {
    expect(monthYear('2021-03')).toBe('Mar 2021');
    expect(monthYear('Spring 2020')).toBe('Spring 2020');
    expect(dateRange('2021-03', '')).toBe('Mar 2021 – Present');
    expect(dateRange('2019-01', '2020-12')).toBe('Jan 2019 – Dec 2020');
    expect(dateRange('', '2020')).toBe('2020');
  });
});

describe('diffContent', () => {
  it('lists each changed field before and after', () => {
    const before = normalizeContent({
      experience: [{ title: 'Dev', description: 'responsible for APIs' }],
      skills: ['Go'],
    });
    const after = normalizeContent({
      experience: [{ title: 'Dev', description: 'Owned APIs' }],
      skills: ['Go', 'Docker'],
    });
    expect(diffContent(before, after)).toEqual([
      { label: 'Dev: description', before: 'responsible for APIs', after: 'Owned APIs' },
      { label: 'Skills', before: 'Go', after: 'Go, Docker' },
    ]);
    expect(diffContent(before, before)).toEqual([]);
  });
});
