import { api } from '@/lib/api-client';

/** Saves a blob under a file name through a temporary <a download>. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
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

/**
 * Downloads a file the API serves (with the bearer token, errors parsed by
 * the api client) and saves it under the server's file name, or `fallback`.
 * Returns the name it was saved under.
 */
export async function downloadFile(path: string, { accept, fallback }: { accept: string; fallback: string }): Promise<string> {
  const res = await api.response(path, { headers: { Accept: accept } });
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallback;
  saveFile(await res.blob(), fileName);
  return fileName;
}
