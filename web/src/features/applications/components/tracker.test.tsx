import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeUser, renderApp } from '@/test/app';

describe('the tracker while its applications load', () => {
  it('shows no count yet, not zeros, then the real counts', async () => {
    localStorage.setItem('auth-token', 't');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser({ onboardingCompleted: true })),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/users/u1/applications': async () => {
        await held;
        return Response.json([
          { id: 'a1', userId: 'u1', jobTitle: 'Engineer', company: 'Acme', status: 'applied' },
          { id: 'a2', userId: 'u1', jobTitle: 'Designer', company: 'Globex', status: 'offer' },
        ]);
      },
    });
    renderApp('/applications');
    // The first render compiles the whole tracker route: slow on a busy machine.
    await screen.findByRole('heading', { name: 'Application Tracker' }, { timeout: 25_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'All Applications' })).toBeInTheDocument();
    const applied = within(screen.getByTestId('overview-applied')).getByTestId('overview-count');
    expect(applied).toHaveTextContent('–Loading');
    expect(screen.queryByText('0')).toBeNull();

    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'All Applications (2)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('overview-applied')).getByTestId('overview-count')).toHaveTextContent(/^1$/);
    expect(within(screen.getByTestId('overview-offer')).getByTestId('overview-count')).toHaveTextContent(/^1$/);
    expect(within(screen.getByTestId('overview-rejected')).getByTestId('overview-count')).toHaveTextContent(/^0$/);
  });
});
