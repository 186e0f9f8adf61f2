import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentBuild, pageReload, RELOADED_BUILD_KEY } from '@/lib/stale-build';
import { fakeServer, makeUser, renderApp, unauthorized } from '@/test/app';

// Mocked for the whole file (hoisted), so that the router's first import of
// these route modules already meets the mocks.
vi.mock('@/app/routes/downloads', () => ({
  default: () => {
    throw new Error('broken page');
  },
}));
vi.mock('@/app/routes/about-data', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a page that fails', () => {
  // This build was already reloaded once for a missing module (the first
  // failure's reload is in lib/stale-build.test.tsx): no second reload.
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.setItem(RELOADED_BUILD_KEY, currentBuild);
    vi.spyOn(pageReload, 'reload').mockImplementation(reload);
  });
  afterEach(() => {
    sessionStorage.clear();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows a reload prompt instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
    });
    renderApp('/downloads');
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Something went wrong · Stride'));
  });

  it('shows the reload prompt when the page’s module fails to load again after the reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ 'GET /api/auth/user': unauthorized });
    renderApp('/about-data');
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText(/Part of Stride could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('does not reload for a page that throws while drawing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.clear();
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
    });
    renderApp('/downloads');
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText('Reload to try again.')).toBeInTheDocument();
    expect(sessionStorage.getItem(RELOADED_BUILD_KEY)).toBeNull();
  });

  it('shows the next page after going back from a page that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ 'GET /api/auth/user': unauthorized });
    renderApp('/about-data');
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    act(() => {
      window.history.pushState({}, '', '/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page could not be shown' })).not.toBeInTheDocument();
  });
});
