import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resumeTemplates } from '@/config/resume-templates';
import { ResumePreview } from '@/features/resumes/components/resume-preview';
import { emptyResumeContent } from '@/features/resumes/lib/resume-content';

describe('ResumePreview contact line', () => {
  it('keeps a phone number and a place on one line, lets a long URL break', () => {
    const content = emptyResumeContent();
    content.personalInfo = {
      ...content.personalInfo,
      name: 'Alex Morgan',
      email: 'alex@example.com',
      phone: '(512) 555-0142',
      location: 'Austin, TX',
      website: 'https://portfolio.example.com/alex-morgan/case-studies',
    };
    render(<ResumePreview content={content} template={resumeTemplates[0]} />);
    for (const text of ['(512) 555-0142', 'Austin, TX', 'alex@example.com']) {
      expect(screen.getByText(text)).toHaveClass('whitespace-nowrap');
    }
    expect(screen.getByText('https://portfolio.example.com/alex-morgan/case-studies')).not.toHaveClass('whitespace-nowrap');
    expect(screen.getByText('(512) 555-0142').parentElement).toHaveTextContent(
      'alex@example.com · (512) 555-0142 · Austin, TX · https://portfolio.example.com/alex-morgan/case-studies',
    );
  });
});
