import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, makeUser, renderApp } from '@/test/app';

const user = makeUser({ onboardingCompleted: true });
const latest = `GET /api/users/${String(user.id)}/exports/latest`;
const exportOf = (status: string, extra: Record<string, unknown> = {}) =>
  Response.json({ export: { id: 'exp-1', status, createdAt: '2026-11-29T10:00:00Z', ...extra } });

describe('privacy card', () => {
  beforeEach(() => localStorage.setItem('auth-token', 't'));

  it('asks for the export, follows it while preparing and offers the ZIP when ready', async () => {
    let state = 'none';
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(user),
      'GET /api/config': () => Response.json({ oidcName: '', mailConfigured: true }),
      'GET /api/auth/sessions': () => Response.json([]),
      [latest]: () =>
        state === 'none'
          ? Response.json({ export: null })
          : exportOf('ready', { size: 20480, readyAt: '2026-11-29T10:01:00Z', expiresAt: '2026-11-30T10:01:00Z' }),
      [`POST /api/users/${String(user.id)}/exports`]: () => {
        state = 'asked';
        return exportOf('preparing');
      },
    });
    const { user: u } = renderApp('/profile/security');
    await u.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByTestId('data-export-state')).toHaveTextContent(
      'Preparing your data… We will e-mail you when it is ready',
    );
    // Asked again every two seconds until ready.
    await waitFor(() => expect(screen.getByTestId('data-export-state')).toHaveTextContent(/Ready \(20 KB\)/), {
      timeout: 5000,
    });
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/exports'))).toHaveLength(1);
  });

  it('says when the e-mailed link is stale', async () => {
    fakeServer({
      'GET /api/auth/user': () => Response.json(user),
      'GET /api/config': () => Response.json({ oidcName: '' }),
      'GET /api/auth/sessions': () => Response.json([]),
      [latest]: () => exportOf('expired'),
    });
    renderApp('/profile/security?download=exp-1');
    expect(await screen.findByText(/This download link has expired or was replaced/)).toBeInTheDocument();
    // Without e-mail, the screen promises none.
    expect(screen.getByText(/you can download it here for 24 hours/)).toBeInTheDocument();
    expect(screen.getByTestId('data-export-state')).toHaveTextContent('Your last copy expired');
  });

  it('comes back from the provider with the dialog open and deletes with its code', async () => {
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(user),
      'GET /api/config': () => Response.json({ oidcName: 'Acme SSO' }),
      'GET /api/auth/sessions': () => Response.json([]),
      [latest]: () => Response.json({ export: null }),
      [`DELETE /api/users/${String(user.id)}`]: () => new Response(null, { status: 204 }),
    });
    const { user: u } = renderApp('/profile/security?reauth=one-time-code');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await waitFor(() => expect(dialog).toHaveTextContent('You signed in again with Acme SSO'));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    // The code leaves the address bar.
    await waitFor(() => expect(window.location.search).toBe(''));
    await u.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await u.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ reauth: 'one-time-code', confirm: 'DELETE' }),
    );
  });
});
