import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChallengesTab } from '@/features/learning/components/challenges-tab';
import { ProgressBanner } from '@/features/learning/components/progress-banner';
import { createQueryClient } from '@/lib/query-client';
import { fakeServer } from '@/test/app';

const base = {
  description: 'd',
  timeLimit: 5,
  skill: 'SQL',
  pathId: 'sql',
  attempts: 0,
  questionCount: 3,
  questionTypes: ['single', 'fill'],
  requires: [],
};

function renderWith(ui: React.ReactNode) {
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

describe('Skill challenges', () => {
  it('disables a locked challenge, starts an unlocked one, offers Retry on a completed one, with difficulty tiers', async () => {
    fakeServer({
      'GET /api/learning/challenges': Response.json([
        { ...base, id: 'a', title: 'Done one', difficulty: 2, xpReward: 40, unlocked: true, completed: true, bestScore: 100, attempts: 1 },
        { ...base, id: 'b', title: 'Open one', difficulty: 5, xpReward: 70, unlocked: true, completed: false, bestScore: null },
        { ...base, id: 'c', title: 'Locked one', difficulty: 9, xpReward: null, unlocked: false, completed: false, bestScore: null,
          requires: [{ id: 'm', title: 'Joining tables' }] },
      ]),
    });
    renderWith(<ChallengesTab />);
    expect(await screen.findByRole('button', { name: 'Retry: Done one' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start Challenge: Open one' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Locked: Locked one' })).toBeDisabled();
    const locked = screen.getByTestId('challenge-c');
    expect(within(locked).getByText('Unlock by completing: Joining tables')).toBeInTheDocument();
    // The seed's default XP (50) when none is given, and the three tiers.
    expect(within(locked).getByText('50 XP')).toBeInTheDocument();
    expect(within(screen.getByTestId('challenge-a')).getByText(/Easy/).closest('[data-tier]')).toHaveAttribute('data-tier', 'green');
    expect(within(screen.getByTestId('challenge-b')).getByText(/Medium/).closest('[data-tier]')).toHaveAttribute('data-tier', 'yellow');
    expect(within(locked).getByText(/Hard/).closest('[data-tier]')).toHaveAttribute('data-tier', 'red');
  });

  it('Start Challenge opens the runner, fetched on demand, and starts an attempt', async () => {
    const server = fakeServer({
      'GET /api/learning/challenges': Response.json([
        { ...base, id: 'b', title: 'Open one', difficulty: 5, xpReward: 70, unlocked: true, completed: false, bestScore: null },
      ]),
      'POST /api/learning/challenges/b/start': Response.json({
        attemptId: 'at1', attemptNumber: 1, challengeId: 'b', title: 'Open one', startedAt: '2026-11-24T00:00:00Z',
        deadline: '2099-01-01T00:00:00Z', timeLimit: 5, xpReward: 70, questions: [],
      }),
    });
    const user = userEvent.setup();
    renderWith(<ChallengesTab />);
    await user.click(await screen.findByRole('button', { name: 'Start Challenge: Open one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open one' });
    expect(within(dialog).getByText(/^5 minutes\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls.some((c) => c.method === 'POST' && c.path === '/api/learning/challenges/b/start')).toBe(true),
    );
  });

  it('shows level 1 and 0 XP when the progress call returns nothing', async () => {
    fakeServer({ 'GET /api/learning/progress?timeZone=UTC': Response.json({}) });
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'UTC' } as Intl.ResolvedDateTimeFormatOptions);
    renderWith(<ProgressBanner />);
    expect(await screen.findByTestId('banner-level')).toHaveTextContent('1');
    expect(screen.getByTestId('banner-total-xp')).toHaveTextContent('0');
    expect(screen.getByTestId('banner-skill-badges')).toHaveTextContent('0');
  });
});
