import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { downloadFile, fileNameFromDisposition } from '@/lib/files';
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

describe('api.response', () => {
  it('sends the bearer token and returns the response', async () => {
    setAuthToken('tok-123');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('[]', { status: 200, headers: { 'X-Total-Count': '42' } }),
    );
    const res = await api.response('/api/jobs?limit=20&offset=0');
    expect(res.headers.get('X-Total-Count')).toBe('42');
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it("throws an ApiError carrying the server's message", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 }),
    );
    const error = await api.response('/api/users/x/applications/export').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).detail).toBe('Forbidden');
  });
});

describe('downloadFile', () => {
  it("saves the body under the server's file name, else the fallback", async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('a,b', { headers: { 'Content-Disposition': 'attachment; filename="apps.csv"' } }))
      .mockResolvedValueOnce(new Response('{}'));
    expect(await downloadFile('/api/x', { accept: 'text/csv', fallback: 'f.csv' })).toBe('apps.csv');
    expect(await downloadFile('/api/y', { accept: 'application/json', fallback: 'resume.json' })).toBe('resume.json');
    expect(click).toHaveBeenCalledTimes(2);
    expect(await created[0].text()).toBe('a,b');
    vi.unstubAllGlobals();
  });
});
