import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, makeUser, renderApp } from '@/test/app';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function notification(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id: String(id),
    userId: 'u1',
    type: 'job_match',
    title: `Title ${id}`,
    message: `Message ${id}`,
    isRead: false,
    actionUrl: null,
    data: null,
    createdAt: minutesAgo(id * 5),
    ...overrides,
  };
}

describe('notification centre', () => {
  it('caps the badge at 9+', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json(Array.from({ length: 12 }, (_, i) => notification(i + 1))),
    });
    renderApp('/');
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('9+');
  });

  it('shows no badge and the empty text when there is nothing', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([]),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.queryByText('Mark all read')).toBeNull();
  });

  it('marks all read with a toast, and the badge goes', async () => {
    localStorage.setItem('auth-token', 't');
    let read = false;
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () =>
        Response.json([notification(1, { isRead: read }), notification(2, { isRead: true, type: 'mystery' })]),
      'PATCH /api/notifications/read-all': () => {
        read = true;
        return Response.json({ updated: 1 });
      },
    });
    const { user } = renderApp('/');
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const menu = await screen.findByRole('menu', { name: /^Notifications/ });
    expect(within(menu).getByText('Title 1')).toBeInTheDocument();
    expect(within(menu).getByText('5m ago')).toBeInTheDocument();
    expect(within(menu).getByText('10m ago')).toBeInTheDocument();
    expect(menu.querySelector('[data-notification-type="info"]')).not.toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: /mark all read/i }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(server.calls.some((c) => c.method === 'PATCH' && c.path === '/api/notifications/read-all')).toBe(true);
  });

  it('clicking an unread one marks it read and follows its link', async () => {
    localStorage.setItem('auth-token', 't');
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([notification(7, { actionUrl: '/applications' })]),
      'PATCH /api/notifications/7/read': () => Response.json(notification(7, { isRead: true })),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await user.click(await screen.findByText('Title 7'));
    await waitFor(() => expect(window.location.pathname).toBe('/applications'));
    expect(server.calls.some((c) => c.method === 'PATCH' && c.path === '/api/notifications/7/read')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('Escape closes the panel', async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/notifications': () => Response.json([notification(1)]),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByRole('menu', { name: /^Notifications/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: /^Notifications/ })).toBeNull());
  });

  it('polls every 30 seconds', async () => {
    const { notificationsQueryOptions } = await import('@/features/notifications/api/get-notifications');
    expect(notificationsQueryOptions().refetchInterval).toBe(30_000);
  });
});
