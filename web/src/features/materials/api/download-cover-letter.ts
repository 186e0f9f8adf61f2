import { useMutation } from '@tanstack/react-query';
import { authorizedFetch, fileNameFromDisposition } from '@/lib/authorized-fetch';
import { saveFile } from '@/lib/save-file';

/** GET /api/cover-letters/{id}/pdf → saves the PDF (the resume PDF machinery). */
export async function downloadCoverLetterPdf(id: string): Promise<string> {
  const res = await authorizedFetch(`/api/cover-letters/${encodeURIComponent(id)}/pdf`, { accept: 'application/pdf' });
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? 'cover-letter.pdf';
  saveFile(await res.blob(), fileName);
  return fileName;
}

export function useDownloadCoverLetter() {
  return useMutation({ mutationFn: downloadCoverLetterPdf });
}
