import { getAuthToken } from '@/lib/auth-token';

/** A failed upload: `message` is 'Upload failed: {text}'; `detail` is the server's message. */
export class UploadError extends Error {
  readonly status: number;
  readonly detail: string;

  constructor(status: number, text: string) {
    super(`Upload failed: ${text}`);
    this.name = 'UploadError';
    this.status = status;
    this.detail = serverMessage(text) || (status === 413 ? 'The file is larger than 10 MB.' : '');
  }
}

/** The `message` of a JSON error body, else the body text. */
export function serverMessage(text: string): string {
  const trimmed = text.trim();
  try {
    const json: unknown = JSON.parse(trimmed);
    if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string') return json.message;
  } catch {
    // Not JSON: the body text is the message.
  }
  return trimmed.startsWith('<') ? '' : trimmed;
}

/**
 * POSTs multipart form data with the bearer token (the browser sets the
 * multipart content type) and reports upload progress from 0 to 100.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(xhr.status, text || xhr.statusText));
        return;
      }
      onProgress?.(100);
      try {
        resolve((text ? JSON.parse(text) : null) as T);
      } catch {
        reject(new UploadError(xhr.status, 'The server sent an unreadable answer.'));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, 'Could not reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new UploadError(0, 'The upload was cancelled.'));
    xhr.send(form);
  });
}

/** Seed 001 §5 / DESIGN.md: accepted files and the 10 MiB upload limit. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
export const LINKEDIN_ACCEPT = '.zip,.csv';
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
}

/** Whether a file's name ends with one of the accepted extensions (".pdf,.doc,.docx"). */
export function hasAcceptedExtension(fileName: string, accept: string): boolean {
  return accept.split(',').includes(extension(fileName));
}

/** Words for the counts of a LinkedIn import: {positions: 2, skills: 1} → ['2 positions', '1 skill']. */
export function importedSummary(imported: Record<string, number>): string[] {
  return Object.entries(imported)
    .filter(([, n]) => n > 0)
    .map(([key, n]) => {
      const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      return `${n} ${n === 1 && words.endsWith('s') ? words.slice(0, -1) : words}`;
    });
}
