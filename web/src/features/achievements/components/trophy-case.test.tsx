import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeUser, renderApp } from '@/test/app';

const achievement = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  category: 'application',
  icon: 'send',
  title: `Title ${id}`,
  description: `Description ${id}`,
  rarity: 'common',
  points: 10,
  isUnlocked: false,
  unlockedAt: null,
  progress: 0,
  current: 0,
  target: 1,
  ...overrides,
});

const trophyCase = {
  categories: [
    {
      id: 'application',
      name: 'application',
      icon: 'briefcase',
      color: '#2563eb',
      description: 'Tracking applications',
      unlockedCount: 1,
      totalAchievements: 3,
      achievements: [
        achievement('ten', { progress: 70, current: 7, target: 10, rarity: 'rare', points: 25 }),
        achievement('first', { isUnlocked: true, unlockedAt: '2026-11-02T10:00:00Z', progress: 100 }),
        achievement('done-but-locked', { progress: 100 }),
      ],
    },
    { id: 'career', name: 'career', icon: 'target', color: '#0A2540', description: '', unlockedCount: 0, totalAchievements: 0, achievements: [] },
  ],
  rarities: [{ name: 'rare', color: '#2563eb', points: 25 }],
};

describe('trophy case', () => {
  it('shows the four stats, the overall bar, categories, recent unlocks and locked progress', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/achievements/trophy-case': () => Response.json(trophyCase),
      'GET /api/achievements/user-stats': () =>
        Response.json({
          totalPoints: 10,
          totalAchievements: 3,
          unlockedAchievements: 1,
          recentAchievements: [{ id: 'first', icon: 'send', title: 'Title first', points: 10, unlockedAt: '2026-11-02T10:00:00Z' }],
        }),
    });
    renderApp('/trophy-case');
    expect(await screen.findByTestId('stat-unlocked-value')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-points-value')).toHaveTextContent('10');
    // Seed 001 §9: computed when the server does not send it.
    expect(screen.getByTestId('stat-completion-value')).toHaveTextContent('33%');
    expect(screen.getByTestId('stat-categories-value')).toHaveTextContent('2');
    expect(screen.getByTestId('overall-progress')).toHaveTextContent('1/3 unlocked · 2 remaining');
    expect(screen.getByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    expect(within(screen.getByTestId('category-application')).getByTestId('category-count')).toHaveTextContent('1/3');

    const ten = screen.getByTestId('achievement-ten');
    expect(ten).toHaveAttribute('data-state', 'locked');
    expect(within(ten).getByRole('progressbar')).toBeInTheDocument();
    expect(within(ten).getByTestId('progress-text')).toHaveTextContent('7 of 10');
    expect(within(ten).getByTestId('rarity')).toHaveTextContent('Rare');
    // No bar once progress reaches 100.
    expect(within(screen.getByTestId('achievement-done-but-locked')).queryByRole('progressbar')).toBeNull();
    expect(within(screen.getByTestId('achievement-first')).getByText(/Unlocked 2 Nov 2026/)).toBeInTheDocument();
    expect(within(screen.getByTestId('recent-achievements')).getByText('Title first')).toBeInTheDocument();
  });

  it('says what failed and offers a retry', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/achievements/trophy-case': () => new Response('boom', { status: 500 }),
      'GET /api/achievements/user-stats': () => Response.json({ totalPoints: 0, totalAchievements: 0, unlockedAchievements: 0, recentAchievements: [] }),
    });
    renderApp('/trophy-case');
    expect(await screen.findByText(/We couldn.t load your achievements/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
