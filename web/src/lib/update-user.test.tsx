import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useUpdateUser } from '@/lib/update-user';
import { useUser, userQueryKey } from '@/lib/user';
import { fakeServer, makeUser } from '@/test/app';

describe('the one cached signed-in user', () => {
  it('shows a profile edit everywhere the user is read, without another request', async () => {
    localStorage.setItem('auth-token', 't');
    const server = fakeServer({
      'GET /api/auth/user': () => Response.json(makeUser({ title: 'Analyst' })),
      'PUT /api/users/u1': (req) => Response.json(makeUser(req.body as Record<string, unknown>)),
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ user: useUser(), update: useUpdateUser() }), { wrapper });
    await waitFor(() => expect(result.current.user.data?.title).toBe('Analyst'));

    await act(() => result.current.update.mutateAsync({ userId: 'u1', data: { title: 'Data Scientist', phone: '555-0100' } }));

    await waitFor(() => expect(result.current.user.data?.title).toBe('Data Scientist'));
    expect(result.current.user.data?.phone).toBe('555-0100');
    // One cache: no other query holds a copy of the user.
    expect(queryClient.getQueryCache().getAll().map((q) => q.queryKey)).toEqual([userQueryKey]);
    expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });
});
