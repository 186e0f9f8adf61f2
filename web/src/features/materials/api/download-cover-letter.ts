import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/files';

/** GET /api/cover-letters/{id}/pdf → saves the PDF (the resume PDF machinery). */
export function downloadCoverLetterPdf(id: string): Promise<string> {
  return downloadFile(`/api/cover-letters/${encodeURIComponent(id)}/pdf`, {
    accept: 'application/pdf',
    fallback: 'cover-letter.pdf',
  });
}

export function useDownloadCoverLetter() {
  return useMutation({ mutationFn: downloadCoverLetterPdf });
}
