import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startFirstPageData } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/user';
import { fakeServer, makeUser, renderApp, type FakeServer } from '@/test/app';
import { parseUser } from '@/types/user';

/** A query client that knows the signed-in user, as main.tsx's does once the session has answered. */
function signedInClient() {
  const client = createQueryClient();
  client.setQueryData(userQueryKey, parseUser(makeUser()));
  return client;
}

const requested = (server: FakeServer) => server.calls.map((c) => `${c.method} ${c.path}`).sort();

/** The requests startFirstPageData makes at `url`, once they have all gone out. */
async function firstPageReads(url: string, expected: number, client = signedInClient()) {
  window.history.pushState({}, '', url);
  const server = fakeServer({});
  startFirstPageData(client);
  // The route's module is imported first (a dynamic import).
  await waitFor(() => expect(server.calls).toHaveLength(expected), { timeout: 5_000 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return requested(server);
}

describe('a first visit starts its page reads as soon as the session is known', () => {
  it('the dashboard: its six main reads, not the three it does not show', async () => {
    expect(await firstPageReads('/dashboard', 6)).toEqual([
      'GET /api/jobs?limit=3',
      'GET /api/users/u1/applications',
      'GET /api/users/u1/career-goals',
      'GET /api/users/u1/interview-sessions',
      'GET /api/users/u1/resumes',
      'GET /api/users/u1/skills',
    ]);
  });

  it('jobs: the first page of jobs, the saved jobs and the applications; on the applications tab only the applications', async () => {
    expect(await firstPageReads('/jobs', 3)).toEqual([
      'GET /api/jobs?limit=20&offset=0',
      'GET /api/saved-jobs/u1',
      'GET /api/users/u1/applications',
    ]);
    expect(await firstPageReads('/jobs?tab=applications', 1)).toEqual(['GET /api/users/u1/applications']);
  });

  it('the tracker: the applications; the resume builder: the resumes', async () => {
    expect(await firstPageReads('/applications', 1)).toEqual(['GET /api/users/u1/applications']);
    expect(await firstPageReads('/resume', 1)).toEqual(['GET /api/users/u1/resumes']);
  });

  it("the interview coach: its statistics and sessions, only on a plan that includes it", async () => {
    const professional = createQueryClient();
    professional.setQueryData(userQueryKey, parseUser(makeUser({ subscriptionPlan: 'professional' })));
    expect(await firstPageReads('/interview', 2, professional)).toEqual([
      'GET /api/users/u1/interview-sessions',
      'GET /api/users/u1/interview-stats',
    ]);
    window.history.pushState({}, '', '/interview');
    const server = fakeServer({});
    startFirstPageData(signedInClient()); // starter
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.calls).toEqual([]);
  });

  it('nothing when signed out, or for a page that starts no reads of its own', async () => {
    window.history.pushState({}, '', '/dashboard');
    const server = fakeServer({});
    const signedOut = createQueryClient();
    signedOut.setQueryData(userQueryKey, null);
    startFirstPageData(signedOut);
    window.history.pushState({}, '', '/profile');
    startFirstPageData(signedInClient());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.calls).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('asks for the reads it does not show only once its six main reads have answered', async () => {
    localStorage.setItem('auth-token', 't');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const main = async () => {
      await held;
      return Response.json([]);
    };
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/users/u1/applications': main,
      'GET /api/jobs?limit=3': main,
      'GET /api/users/u1/resumes': main,
      'GET /api/users/u1/skills': main,
      'GET /api/users/u1/career-goals': main,
      'GET /api/users/u1/interview-sessions': main,
      'GET /api/users/u1/career-insights': () => Response.json([]),
      'GET /api/career-paths': () => Response.json([]),
    });
    renderApp('/dashboard');
    await waitFor(() => expect(requested(server)).toContain('GET /api/users/u1/interview-sessions'), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const side = (s: string) => s.endsWith('/career-insights') || s.endsWith('/career-paths');
    expect(requested(server).filter(side)).toEqual([]);

    release();
    expect(await screen.findByTestId('stat-week-value', {}, { timeout: 5_000 })).toHaveTextContent('0');
    await waitFor(() =>
      expect(requested(server).filter(side)).toEqual(['GET /api/career-paths', 'GET /api/users/u1/career-insights']),
    );
  });
});
