import { ApiError } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

/**
 * A GET that hands back the Response itself, for the few reads that need
 * more than the JSON body (a header such as X-Total-Count, or a file). Same
 * conventions as api-client: bearer token when present, and a non-2xx
 * response throws an ApiError whose detail is the server's message.
 */
export async function authorizedFetch(path: string, init: { signal?: AbortSignal; accept?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: init.accept ?? 'application/json' };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { headers, signal: init.signal, credentials: 'same-origin' });
  if (!res.ok) {
    let detail = '';
    try {
      detail = (await res.text()).trim();
      const json: unknown = JSON.parse(detail);
      if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string') detail = json.message;
    } catch {
      // Not JSON: the body text is the message.
    }
    throw new ApiError(res.status, detail || res.statusText || 'Request failed');
  }
  return res;
}

/** The file name of a Content-Disposition header, or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim() || null;
}
