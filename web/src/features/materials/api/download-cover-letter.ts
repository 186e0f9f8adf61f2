import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/files';

export type LetterFormat = 'pdf' | 'docx';

const accepts: Record<LetterFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** GET /api/cover-letters/{id}/pdf or /docx → saves the PDF or the Word file. */
export function downloadCoverLetter({ id, format }: { id: string; format: LetterFormat }): Promise<string> {
  return downloadFile(`/api/cover-letters/${encodeURIComponent(id)}/${format}`, {
    accept: accepts[format],
    fallback: `cover-letter.${format}`,
  });
}

export function useDownloadCoverLetter() {
  return useMutation({ mutationFn: downloadCoverLetter });
}
