import { getAuthToken } from '@/lib/auth-token';

/**
 * The one place that implements the request conventions of seed 000 §7 and
 * DESIGN.md: relative paths, the bearer token from localStorage when present,
 * a JSON content type only when a body exists, and errors whose message is
 * `STATUS: MESSAGE`.
 */

export type On401 = 'returnNull' | 'throw';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON when present (FormData is sent as is). */
  body?: unknown;
  /** `returnNull` resolves a 401 response to null instead of throwing. */
  on401?: On401;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Field errors sent by the server on 400: `{"errors": {"field": "msg"}}`. */
export type FieldErrors = Record<string, string>;

/** A non-2xx response. `message` is `STATUS: MESSAGE`; `detail` is MESSAGE. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, detail: string, fieldErrors: FieldErrors = {}) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function toApiError(res: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await res.text();
  } catch {
    text = '';
  }
  let detail = text.trim();
  let fieldErrors: FieldErrors = {};
  if (detail) {
    try {
      const json: unknown = JSON.parse(detail);
      if (isRecord(json)) {
        if (typeof json.message === 'string' && json.message.trim()) detail = json.message;
        if (isRecord(json.errors)) {
          fieldErrors = Object.fromEntries(
            Object.entries(json.errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
          );
        }
      }
    } catch {
      // Not JSON: the body text is the message.
    }
  }
  if (!detail) detail = res.statusText || 'Request failed';
  return new ApiError(res.status, detail, fieldErrors);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (body instanceof FormData) {
      payload = body;
    } else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }

  return fetch(path, { method, headers, body: payload, signal, credentials: 'same-origin' });
}

/**
 * Sends a request and hands back the Response itself, for the few reads that
 * need more than the JSON body (a header such as X-Total-Count, or a file).
 * A non-2xx response throws the same ApiError as every other call.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const res = await send(path, options);
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** Sends a request and returns the parsed JSON body (null for an empty body). */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return readResponse<T>(await send(path, options), options.on401);
}

/**
 * The parsed JSON body of a response (null for an empty body), or the
 * ApiError of a non-2xx one: apiRequest's reading, for a response whose
 * request was sent elsewhere (index.html's early session check).
 */
export async function readResponse<T = unknown>(res: Response, on401: On401 = 'throw'): Promise<T> {
  if (res.status === 401 && on401 === 'returnNull') return null as T;
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return null as T;

  const text = await res.text();
  if (!text) return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

export const api = {
  /** A GET whose Response is handed back as is (headers, files). */
  response: (path: string, options?: Omit<RequestOptions, 'method' | 'body' | 'on401'>) =>
    apiResponse(path, { ...options, method: 'GET' }),
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * The MESSAGE part of an error (what toasts and inline alerts show): the
 * server's message for an ApiError, the text after `STATUS: ` for other
 * errors shaped that way, else the error's own message.
 */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match) return match[1] || fallback;
    if (error.name === 'TypeError' && /fetch|network/i.test(error.message)) {
      return 'Could not reach the server. Check your connection and try again.';
    }
    return error.message || fallback;
  }
  if (typeof error === 'string' && error) return error;
  return fallback;
}
