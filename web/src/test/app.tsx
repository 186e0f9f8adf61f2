import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export type Handler = (req: { method: string; path: string; body: unknown; headers: Record<string, string> }) =>
  | Response
  | Promise<Response>
  | undefined;

export interface FakeServer {
  calls: Array<{ method: string; path: string; body: unknown; headers: Record<string, string> }>;
}

/** Fakes the network at the fetch boundary: routes are 'METHOD /path' → handler. */
export function fakeServer(routes: Record<string, Handler | Response | (() => Response)>): FakeServer {
  const server: FakeServer = { calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const req = { method, path, body, headers };
      server.calls.push(req);
      const route = routes[`${method} ${path}`];
      if (route instanceof Response) return route.clone();
      const res = typeof route === 'function' ? await route(req) : undefined;
      return res ?? Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  return server;
}

export const unauthorized = () => Response.json({ message: 'Not signed in' }, { status: 401 });

export function makeUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    title: null,
    location: null,
    skills: [],
    careerGoals: [],
    subscriptionPlan: 'starter',
    subscriptionStatus: 'active',
    onboardingCompleted: false,
    onboardingStep: 'plan',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function renderApp(url = '/') {
  window.history.pushState({}, '', url);
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>,
  );
  return { ...utils, user, queryClient };
}
