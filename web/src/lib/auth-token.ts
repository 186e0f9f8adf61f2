/** The bearer token lives in localStorage under this key (seed 000 §6). */
export const AUTH_TOKEN_KEY = 'auth-token';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getAuthToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function setAuthToken(token: string): void {
  storage()?.setItem(AUTH_TOKEN_KEY, token);
}

export function removeAuthToken(): void {
  storage()?.removeItem(AUTH_TOKEN_KEY);
}
