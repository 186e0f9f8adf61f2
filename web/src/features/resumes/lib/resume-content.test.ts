import { describe, expect, it } from 'vitest';
import {
  addSkills,
  dateRange,
  dedupeCaseInsensitive,
  diffContent,
  emptyResumeContent,
  isContentEmpty,
  mergeImported,
  monthYear,
  moveItem,
  parseTechnologies,
  removeItem,
  resumeTitle,
} from '@/features/resumes/lib/resume-content';
import { parseResumeContent } from '@/features/resumes/api/resume-content-schema';

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

describe('parseResumeContent and imports', () => {
  it('fills every field of a partial or malformed value', () => {
    const c = parseResumeContent({ personalInfo: { name: 'A' }, skills: ['x', 'X', 3], experience: [null, { title: 'T' }] });
    expect(c.personalInfo).toEqual({ name: 'A', email: '', phone: '', location: '', linkedin: '', website: '', summary: '' });
    expect(c.skills).toEqual(['x', '3']);
    expect(c.experience).toEqual([{ title: 'T', company: '', location: '', startDate: '', endDate: '', description: '' }]);
    expect(c.projects).toEqual([]);
    expect(parseResumeContent(null)).toEqual(emptyResumeContent());
  });
  it('reads the server shape only: no alias fields', () => {
    const c = parseResumeContent({ personalInfo: { fullName: 'Maya Chen' }, experience: [{ position: 'Dev', title: 'Engineer' }] });
    expect(c.personalInfo.name).toBe('');
    expect(c.experience[0].title).toBe('Engineer');
  });
  it('deduplicates skills and project technologies', () => {
    const c = parseResumeContent({ skills: [' Go', 'go', 'SQL'], projects: [{ name: 'P', technologies: ['Go', 'GO'] }] });
    expect(c.skills).toEqual(['Go', 'SQL']);
    expect(c.projects[0].technologies).toEqual(['Go']);
  });
  it('merges an import: present fields replace, missing ones are kept', () => {
    const current = parseResumeContent({ personalInfo: { name: 'Old', phone: '123' }, skills: ['Go'], education: [{ degree: 'BSc' }] });
    const merged = mergeImported(current, parseResumeContent({ personalInfo: { name: 'New' }, skills: ['Rust'] }));
    expect(merged.personalInfo.name).toBe('New');
    expect(merged.personalInfo.phone).toBe('123');
    expect(merged.skills).toEqual(['Rust']);
    expect(merged.education[0].degree).toBe('BSc');
  });
  it('knows an empty resume', () => {
    expect(isContentEmpty(emptyResumeContent())).toBe(true);
    expect(isContentEmpty(parseResumeContent({ skills: ['Go'] }))).toBe(false);
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
    const before = parseResumeContent({
      experience: [{ title: 'Dev', description: 'responsible for APIs' }],
      skills: ['Go'],
    });
    const after = parseResumeContent({
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
