import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { fakeServer, makeUser, renderApp, type Handler } from '@/test/app';

const skill = { id: 's1', userId: 'u1', name: 'TypeScript', level: 'advanced', category: 'technical', createdAt: '2026-01-01T00:00:00Z' };

function serve(extra: Record<string, Handler> = {}) {
  localStorage.setItem('auth-token', 't');
  return fakeServer({
    'GET /api/auth/user': () => Response.json(makeUser({ onboardingCompleted: true, title: 'Engineer' })),
    'GET /api/notifications': () => Response.json([]),
    'GET /api/users/u1/skills': () => Response.json([skill]),
    'GET /api/users/u1/applications': () => Response.json([]),
    'GET /api/users/u1/interview-sessions': () => Response.json([]),
    ...extra,
  });
}

describe('profile screen: forms and dialogs fetched when first wanted', () => {
  it('Edit loads the form with the saved values; a bad e-mail is refused; Cancel returns to view', async () => {
    const server = serve();
    const { user } = renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Personal Information' });
    expect(within(card).queryByRole('form', { name: 'Personal information' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const email = await within(card).findByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(within(card).getByLabelText('Title')).toHaveValue('Engineer');

    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByTestId('personal-info-view')).toHaveTextContent('ada@example.com');

    // Editing again starts from the saved profile, not the abandoned draft.
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(await within(card).findByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('Save sends the edited profile and returns to view', async () => {
    const server = serve({
      'PUT /api/users/u1': ({ body }) => Response.json(makeUser({ onboardingCompleted: true, ...(body as object) })),
    });
    const { user } = renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Personal Information' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const title = await within(card).findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Staff Engineer');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(card).getByTestId('personal-info-view')).toHaveTextContent('Staff Engineer'));
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ title: 'Staff Engineer', email: 'ada@example.com' });
  });

  it('Add Skill and Delete open their dialogs, which close and open again', async () => {
    serve();
    const { user } = renderApp('/profile');
    await screen.findByText('TypeScript');

    await user.click(screen.getByRole('button', { name: 'Add Skill' }));
    const add = await screen.findByRole('dialog', { name: 'Add Skill' });
    expect(within(add).getByLabelText('Skill name')).toHaveValue('');
    // Focus moves into the dialog, as when it came with the page.
    await waitFor(() => expect(within(add).getByLabelText('Skill name')).toHaveFocus());
    await user.click(within(add).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit TypeScript' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Skill' });
    expect(within(edit).getByLabelText('Skill name')).toHaveValue('TypeScript');
    await waitFor(() => expect(within(edit).getByLabelText('Skill name')).toHaveFocus());
    await user.click(within(edit).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete TypeScript' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete TypeScript?' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete TypeScript' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete TypeScript?' })).toBeInTheDocument();
  });
});

describe('useOpenedOnce', () => {
  it('is false until open turns true, then stays true', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    act(() => rerender({ open: true }));
    expect(result.current).toBe(true);
    act(() => rerender({ open: false }));
    expect(result.current).toBe(true);
  });
});
