import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Fit } from '@/features/resumes/api/optimize-resume';
import { OptimizeDialog } from '@/features/resumes/components/optimize-dialog';

const fit: Fit = {
  targetRole: 'HR Generalist',
  coverageBefore: 25,
  coverageAfter: 75,
  keywords: [
    { term: 'employee relations', status: 'shown', where: 'Skills' },
    { term: 'onboarding', status: 'backed', evidence: 'new-hire orientation', where: 'HR Generalist, Carolina' },
    { term: 'leaves of absence', status: 'backed', evidence: 'short-term disability', where: 'HR Generalist, Carolina' },
    { term: 'Dayforce', status: 'missing' },
  ],
  suggestions: [
    {
      id: 's1',
      section: 'experience',
      index: 0,
      label: 'HR Generalist, Carolina',
      before: '• Rebuilt new-hire orientation',
      after: '• Rebuilt new-hire orientation (onboarding)',
      terms: ['onboarding'],
    },
  ],
};

const props = { open: true, targetRole: 'HR Generalist', notes: [], changes: [], onKeep: vi.fn(), onDiscard: vi.fn() };

describe('OptimizeDialog with a posting', () => {
  it('shows coverage, the terms by status and each rewrite to keep or not', () => {
    const onToggle = vi.fn();
    render(<OptimizeDialog {...props} fit={fit} chosen={new Set(['s1'])} onToggle={onToggle} />);
    expect(screen.getByTestId('coverage')).toHaveTextContent(
      'Of the 4 terms Stride recognises in this posting, your resume shows 25% now, 75% with every suggestion kept.',
    );
    expect(within(screen.getByRole('region', { name: 'Already on your resume' })).getByText('employee relations')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Backed by your resume, in other words' })).toHaveTextContent(
      'onboarding ← new-hire orientation',
    );
    expect(screen.getByRole('region', { name: 'Not on your resume' })).toHaveTextContent('Dayforce');
    const box = screen.getByRole('checkbox', { name: /Keep: HR Generalist, Carolina/ });
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(onToggle).toHaveBeenCalledWith('s1');
    expect(screen.getByRole('button', { name: 'Keep Changes' })).toBeEnabled();
  });

  it('says "nothing to change" only when the resume has every term and no rewrite is proposed', () => {
    const { rerender } = render(
      <OptimizeDialog {...props} fit={{ ...fit, suggestions: [] }} chosen={new Set()} onToggle={vi.fn()} />,
    );
    expect(screen.queryByText(/there is nothing to change/)).toBeNull();
    expect(screen.getByText(/add them in your own words only if you have done them/)).toBeVisible();
    rerender(
      <OptimizeDialog
        {...props}
        fit={{ ...fit, suggestions: [], keywords: fit.keywords.filter((k) => k.status === 'shown') }}
        chosen={new Set()}
        onToggle={vi.fn()}
      />,
    );
    expect(screen.getByText(/there is nothing to change/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Keep Changes' })).toBeNull();
  });
});
