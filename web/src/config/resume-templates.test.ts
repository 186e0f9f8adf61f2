import { describe, expect, it } from 'vitest';
import { DEFAULT_RESUME_TEMPLATE, isResumeTemplateId, resumeTemplate, resumeTemplates } from '@/config/resume-templates';

describe('resume templates', () => {
  it('are the four of seed 001 and six more (10+, as the Professional plan says), with the colours the PDF uses', () => {
    expect(resumeTemplates).toHaveLength(10);
    expect(new Set(resumeTemplates.map((t) => t.id)).size).toBe(10);
    expect(resumeTemplates.slice(0, 4).map((t) => [t.id, t.name, t.color, t.accent])).toEqual([
      ['modern', 'Modern Professional', '#2563eb', '#1d4ed8'],
      ['creative', 'Creative Designer', '#8b5cf6', '#ec4899'],
      ['executive', 'Executive Classic', '#1e293b', '#b45309'],
      ['minimal', 'Minimal Clean', '#111827', '#6b7280'],
    ]);
    for (const t of resumeTemplates) expect(t.description.length).toBeGreaterThan(10);
  });
  it('default to modern', () => {
    expect(DEFAULT_RESUME_TEMPLATE).toBe('modern');
    expect(resumeTemplate(undefined).id).toBe('modern');
    expect(resumeTemplate('unknown').id).toBe('modern');
    expect(resumeTemplate('minimal').name).toBe('Minimal Clean');
    expect(isResumeTemplateId('creative')).toBe(true);
    expect(isResumeTemplateId('fancy')).toBe(false);
  });
});
