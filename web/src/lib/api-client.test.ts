import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiRequest, getErrorMessage } from '@/lib/api-client';

function mockFetch(response: Response) {
  const fn = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fn);
  return fn;
}

function headersOf(fn: ReturnType<typeof mockFetch>): Record<string, string> {
  return (fn.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('apiRequest', () => {
  it('sends relative paths and reads JSON', async () => {
    const fn = mockFetch(Response.json({ ok: 1 }));
    await expect(api.get('/api/thing')).resolves.toEqual({ ok: 1 });
    expect(fn.mock.calls[0]?.[0]).toBe('/api/thing');
    expect(fn.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('sends the bearer token from localStorage when present', async () => {
    localStorage.setItem('auth-token', 'tok123');
    const fn = mockFetch(Response.json({}));
    await api.get('/api/x');
    expect(headersOf(fn).Authorization).toBe('Bearer tok123');
  });

  it('sends no Authorization header without a token', async () => {
    const fn = mockFetch(Response.json({}));
    await api.get('/api/x');
    expect(headersOf(fn).Authorization).toBeUndefined();
  });

  it('adds a JSON content type only when a body exists', async () => {
    let fn = mockFetch(Response.json({}));
    await api.post('/api/x', { a: 1 });
    expect(headersOf(fn)['Content-Type']).toBe('application/json');
    expect(fn.mock.calls[0]?.[1]?.body).toBe('{"a":1}');

    fn = mockFetch(new Response(null, { status: 204 }));
    await api.post('/api/x');
    expect(headersOf(fn)['Content-Type']).toBeUndefined();
    expect(fn.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('resolves 204 and empty bodies to null', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(api.post('/api/auth/logout')).resolves.toBeNull();
    mockFetch(new Response('', { status: 200 }));
    await expect(api.get('/api/x')).resolves.toBeNull();
  });

  it("uses the JSON body's message: 'STATUS: MESSAGE'", async () => {
    mockFetch(Response.json({ message: 'Invalid email or password' }, { status: 401 }));
    const error = await api.post('/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Invalid email or password');
    expect((error as ApiError).status).toBe(401);
    expect(getErrorMessage(error)).toBe('Invalid email or password');
  });

  it('keeps field errors from a validation response', async () => {
    mockFetch(Response.json({ message: 'Invalid input', errors: { email: 'Please enter a valid email address' } }, { status: 400 }));
    const error = (await api.post('/api/auth/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('400: Invalid input');
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('falls back to the body text when the body is not JSON with a message', async () => {
    mockFetch(new Response('upstream exploded', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('/api/x')).rejects.toThrow('502: upstream exploded');
    mockFetch(new Response('{"error":"x"}', { status: 500, statusText: 'Internal Server Error' }));
    await expect(api.get('/api/x')).rejects.toThrow('500: {"error":"x"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(api.get('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('throws on 401 by default and returns null with on401 returnNull', async () => {
    mockFetch(Response.json({ message: 'Not signed in' }, { status: 401 }));
    await expect(apiRequest('/api/auth/user')).rejects.toThrow('401: Not signed in');
    mockFetch(Response.json({ message: 'Not signed in' }, { status: 401 }));
    await expect(apiRequest('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
    mockFetch(Response.json({ message: 'Not signed in' }, { status: 401 }));
    await expect(apiRequest('/api/auth/user', { on401: 'throw' })).rejects.toThrow('401: Not signed in');
  });

  it('does not swallow other statuses in returnNull mode', async () => {
    mockFetch(Response.json({ message: 'Forbidden' }, { status: 403 }));
    await expect(apiRequest('/api/x', { on401: 'returnNull' })).rejects.toThrow('403: Forbidden');
  });
});

describe('getErrorMessage', () => {
  it('extracts MESSAGE from STATUS: MESSAGE errors', () => {
    expect(getErrorMessage(new Error('429: Too many failed sign-in attempts. Try again in 15 minutes.'))).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect(getErrorMessage(new ApiError(409, 'An account with this email already exists'))).toBe(
      'An account with this email already exists',
    );
  });

  it('returns plain messages and a fallback', () => {
    expect(getErrorMessage(new Error('boom'))).toBe('boom');
    expect(getErrorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
