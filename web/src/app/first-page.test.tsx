import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, makeUser, renderApp } from '@/test/app';

const loaded = vi.hoisted(() => ({ dashboard: false }));

vi.mock('@/app/routes/dashboard', () => {
  loaded.dashboard = true;
  return { default: () => <h1>Dashboard page</h1> };
});

describe('the first page a signed-in visitor opens', () => {
  it('has its module fetched while the session is still being checked', async () => {
    localStorage.setItem('auth-token', 't');
    let release: (r: Response) => void = () => {};
    const session = new Promise<Response>((resolve) => (release = resolve));
    fakeServer({
      'GET /api/auth/user': () => session,
      'GET /api/notifications': () => Response.json([]),
    });
    renderApp('/dashboard');
    expect(screen.getByTestId('app-loading')).toBeInTheDocument();
    await waitFor(() => expect(loaded.dashboard).toBe(true));
    expect(screen.getByTestId('app-loading')).toBeInTheDocument();

    release(Response.json(makeUser()));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
