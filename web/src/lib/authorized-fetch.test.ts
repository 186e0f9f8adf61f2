import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { authorizedFetch, fileNameFromDisposition } from '@/lib/authorized-fetch';
import { setAuthToken, removeAuthToken } from '@/lib/auth-token';

afterEach(() => removeAuthToken());

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 file names', () => {
    expect(fileNameFromDisposition('attachment; filename="stride-applications-2026-11-22.csv"')).toBe(
      'stride-applications-2026-11-22.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=apps.csv')).toBe('apps.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''my%20apps.csv")).toBe('my apps.csv');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('authorizedFetch', () => {
  it('sends the bearer token and returns the response', async () => {
    setAuthToken('tok-123');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('[]', { status: 200, headers: { 'X-Total-Count': '42' } }),
    );
    const res = await authorizedFetch('/api/jobs?limit=20&offset=0');
    expect(res.headers.get('X-Total-Count')).toBe('42');
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it("throws an ApiError carrying the server's message", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 }),
    );
    const error = await authorizedFetch('/api/users/x/applications/export').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).detail).toBe('Forbidden');
  });
});
