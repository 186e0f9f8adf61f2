import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getAuthToken, setAuthToken } from '@/lib/auth-token';
import { getUser } from '@/lib/user';
import { fakeServer, makeUser, unauthorized } from '@/test/app';

/** index.html's inline script: the session check it starts before the app's scripts. */
function runIndexScript() {
  const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  expect(scripts).toHaveLength(1);
  new Function(scripts[0] ?? '')();
}

afterEach(() => {
  window.strideSession = undefined;
});

describe("index.html's early session check", () => {
  it('sends GET /api/auth/user with the stored token before the app starts, and keeps the answer for it', async () => {
    setAuthToken('tok1');
    const server = fakeServer({ 'GET /api/auth/user': () => Response.json(makeUser()) });
    runIndexScript();
    expect(server.calls).toEqual([
      { method: 'GET', path: '/api/auth/user', body: undefined, headers: { Accept: 'application/json', Authorization: 'Bearer tok1' } },
    ]);
    expect(window.strideSession?.token).toBe('tok1');
    expect((await window.strideSession?.response)?.status).toBe(200);
  });

  it('sends nothing without a stored token', () => {
    const server = fakeServer({});
    runIndexScript();
    expect(server.calls).toEqual([]);
    expect(window.strideSession).toBeUndefined();
  });
});

describe('getUser', () => {
  it("takes the early check's answer instead of asking again, once", async () => {
    setAuthToken('tok1');
    const server = fakeServer({ 'GET /api/auth/user': () => Response.json(makeUser({ firstName: 'Grace' })) });
    window.strideSession = { token: 'tok1', response: Promise.resolve(Response.json(makeUser({ firstName: 'Ada' }))) };
    await expect(getUser()).resolves.toMatchObject({ firstName: 'Ada' });
    expect(server.calls).toEqual([]);
    // A later check (a refetch) asks the server.
    await expect(getUser()).resolves.toMatchObject({ firstName: 'Grace' });
    expect(server.calls).toHaveLength(1);
  });

  it('asks again when the early check was made with another token', async () => {
    setAuthToken('tok2');
    const server = fakeServer({ 'GET /api/auth/user': () => Response.json(makeUser({ firstName: 'Grace' })) });
    window.strideSession = { token: 'tok1', response: Promise.resolve(Response.json(makeUser({ firstName: 'Ada' }))) };
    await expect(getUser()).resolves.toMatchObject({ firstName: 'Grace' });
    expect(server.calls[0]?.headers.Authorization).toBe('Bearer tok2');
  });

  it('asks again when the early request did not reach the server', async () => {
    setAuthToken('tok1');
    const server = fakeServer({ 'GET /api/auth/user': () => Response.json(makeUser()) });
    window.strideSession = { token: 'tok1', response: Promise.reject(new TypeError('Failed to fetch')) };
    await expect(getUser()).resolves.toMatchObject({ id: 'u1' });
    expect(server.calls).toHaveLength(1);
  });

  it('an early 401 signs out: null, and the dead token is removed', async () => {
    setAuthToken('tok1');
    const server = fakeServer({});
    window.strideSession = { token: 'tok1', response: Promise.resolve(unauthorized()) };
    await expect(getUser()).resolves.toBeNull();
    expect(getAuthToken()).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it("an early server error is the same error as the app's own request gives", async () => {
    setAuthToken('tok1');
    fakeServer({});
    window.strideSession = { token: 'tok1', response: Promise.resolve(Response.json({ message: 'Internal error.' }, { status: 500 })) };
    const error = await getUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Internal error.');
    expect(getAuthToken()).toBe('tok1');
  });
});
