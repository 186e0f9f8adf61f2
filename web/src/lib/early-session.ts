/**
 * The session check index.html starts before the app's scripts have
 * arrived (its inline script): GET /api/auth/user with the stored token, so
 * the answer is on its way while the stylesheet and scripts download.
 */
export interface EarlySession {
  /** The token the request was made with. */
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    strideSession?: EarlySession;
  }
}

/**
 * Hands over the early session check once: the first caller gets it when it
 * was made with `token` (the token still stored); every later caller, and a
 * caller with another token, gets null and asks the server itself.
 */
export function takeEarlySession(token: string): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const early = window.strideSession;
  window.strideSession = undefined;
  return early && early.token === token ? early.response : null;
}
