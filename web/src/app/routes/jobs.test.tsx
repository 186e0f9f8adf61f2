import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeUser, renderApp } from '@/test/app';

describe('/jobs, the My Applications tab', () => {
  // The first render compiles the whole jobs route: slow on a busy machine.
  it('shows a placeholder, never "0", until the applications have loaded', async () => {
    localStorage.setItem('auth-token', 't');
    let release: (r: Response) => void = () => {};
    const applications = new Promise<Response>((resolve) => (release = resolve));
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser({ onboardingCompleted: true })),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/users/u1/applications': () => applications,
    });
    renderApp('/jobs');
    const tab = await screen.findByRole('tab', { name: /My Applications/ }, { timeout: 25_000 });
    const count = within(tab).getByTestId('applications-count');
    expect(count).toHaveAttribute('aria-busy', 'true');
    expect(count).not.toHaveTextContent('0');

    release(
      Response.json([
        { id: 'a1', userId: 'u1', jobTitle: 'Engineer', company: 'Acme', status: 'applied', createdAt: '2026-01-01T00:00:00Z' },
        { id: 'a2', userId: 'u1', jobTitle: 'Analyst', company: 'Beta', status: 'interview', createdAt: '2026-01-02T00:00:00Z' },
      ]),
    );
    expect(await within(tab).findByText('2')).toBeInTheDocument();
    expect(within(tab).getByTestId('applications-count')).not.toHaveAttribute('aria-busy');
  }, 30_000);
});

describe('/jobs, the saved jobs dialog', () => {
  it('opens from its button on first use, lists the saved jobs, and gives focus back on close', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser({ onboardingCompleted: true })),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/users/u1/applications': () => Response.json([]),
      'GET /api/saved-jobs/u1': () =>
        Response.json([
          { id: 's1', userId: 'u1', jobId: 'j1', jobTitle: 'Data Engineer', company: 'Acme', location: null, salary: null, description: null, applyUrl: null, savedAt: null },
        ]),
    });
    const { user } = renderApp('/jobs');
    const button = await screen.findByRole('button', { name: 'Saved jobs (1)' }, { timeout: 25_000 });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Saved jobs' });
    expect(within(dialog).getByText('Data Engineer')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  }, 30_000);
});
