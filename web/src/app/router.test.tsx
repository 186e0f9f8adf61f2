import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, makeUser, renderApp, unauthorized } from '@/test/app';

describe('auth states and routes (seed 000 §2)', () => {
  it('shows a spinner while the user loads, then the landing page when signed out', async () => {
    let release: (r: Response) => void = () => {};
    fakeServer({ 'GET /api/auth/user': () => undefined });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    renderApp('/');
    expect(screen.getByTestId('app-loading')).toBeInTheDocument();
    release(unauthorized());
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /get started/i })[0]).toHaveAttribute('href', '/subscribe');
  });

  it('sends a signed-out visitor on a signed-in route to /login?next=', async () => {
    fakeServer({ 'GET /api/auth/user': unauthorized });
    renderApp('/jobs/42/apply?from=list');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/jobs/42/apply?from=list');
    await waitFor(() => expect(document.title).toBe('Sign in · Stride'));
  });

  it('shows the not-found screen for unknown paths', async () => {
    fakeServer({ 'GET /api/auth/user': unauthorized });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('greets a signed-in user and shows their name in the navigation', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    // The signed-in parts of the navigation arrive in their own chunk.
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Ada Lovelace');
    expect(await screen.findByTestId('bottom-tab-bar')).toBeInTheDocument();
  });

  it('falls back to e-mail, then User, for the name, and initial from e-mail', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser({ firstName: null, lastName: null })),
      'GET /api/notifications': () => Response.json([]),
    });
    renderApp('/');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('ada@example.com');
    expect(await screen.findByLabelText('ada@example.com')).toHaveTextContent('A');
  });

  it('redirects a signed-in user away from /login to next', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
    });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('a signed-in user on a path no screen has sees not-found', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
    });
    renderApp('/no-such-screen');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('sends a signed-out visitor on a signed-in screen to sign in first', async () => {
    fakeServer({ 'GET /api/auth/user': unauthorized });
    renderApp('/career');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/career');
  });

  it('sends a signed-out visitor on an onboarding step to register, carrying the plan and the step', async () => {
    sessionStorage.setItem('stride-plan', 'executive');
    fakeServer({ 'GET /api/auth/user': unauthorized });
    renderApp('/onboarding/profile');
    await waitFor(() => expect(window.location.pathname).toBe('/register'));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('plan')).toBe('executive');
    expect(params.get('next')).toBe('/onboarding/profile');
    sessionStorage.clear();
  });

  it('brings a signed-in user from /register to the safe next path', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
    });
    renderApp('/register?next=%2Fdownloads');
    await waitFor(() => expect(window.location.pathname).toBe('/downloads'));
  });
});
