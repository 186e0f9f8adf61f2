import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, makeUser, renderApp } from '@/test/app';

// Which of the lazily loaded dialog modules the app has imported so far.
const imported = vi.hoisted(() => ({ form: false, remove: false }));
vi.mock('@/features/applications/components/application-form-dialog', async (importOriginal) => {
  imported.form = true;
  return importOriginal();
});
vi.mock('@/features/applications/components/delete-application-dialog', async (importOriginal) => {
  imported.remove = true;
  return importOriginal();
});

const acme = { id: 'a1', userId: 'u1', jobTitle: 'Engineer', company: 'Acme', status: 'applied', createdAt: '2026-01-01T00:00:00Z' };

describe('the tracker\'s add/edit and delete dialogs', () => {
  // The first render compiles the whole tracker route: slow on a busy machine.
  it('are fetched only when first opened, and still add, toast and delete', async () => {
    localStorage.setItem('auth-token', 't');
    let list: Array<Record<string, unknown>> = [];
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser({ onboardingCompleted: true })),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/users/u1/applications': () => Response.json(list),
      'POST /api/applications': (req) => {
        list = [{ ...acme, ...(req.body as object) }];
        return Response.json(list[0]);
      },
      'DELETE /api/applications/a1': () => {
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/applications');
    await screen.findByRole('heading', { name: 'Application Tracker' }, { timeout: 25_000 });
    await screen.findByText('No applications yet');
    expect(imported).toEqual({ form: false, remove: false });

    await user.click(screen.getAllByRole('button', { name: 'Add Application' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Application' });
    expect(imported.form).toBe(true);
    await user.type(within(dialog).getByLabelText('Job Title'), 'Engineer');
    await user.type(within(dialog).getByLabelText('Company'), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Add Application' }));
    // The first toast of the visit shows although its viewport is fetched on demand.
    expect(await screen.findByText('Application added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(imported.remove).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Delete Engineer at Acme' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete application?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Application deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  }, 40_000);

  it("on a plan-limit refusal shows the server's message with an Upgrade link to /subscribe", async () => {
    localStorage.setItem('auth-token', 't');
    fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser({ onboardingCompleted: true })),
      'GET /api/notifications': () => Response.json([]),
      'GET /api/users/u1/applications': () => Response.json([]),
      'POST /api/applications': () => Response.json({ message: 'Your plan allows 10 applications.' }, { status: 402 }),
    });
    const { user } = renderApp('/applications');
    await user.click((await screen.findAllByRole('button', { name: 'Add Application' }, { timeout: 25_000 }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Application' });
    await user.type(within(dialog).getByLabelText('Job Title'), 'Engineer');
    await user.type(within(dialog).getByLabelText('Company'), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Add Application' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Plan limit reached')).toBeInTheDocument();
    expect(within(toast).getByText('Your plan allows 10 applications.')).toBeInTheDocument();
    // The form stays open for another try; once it is closed the toast's link works.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(toast).getByRole('link', { name: 'Upgrade' }));
    expect(await screen.findByRole('heading', { name: 'Change your plan' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 40_000);
});
