import { useMutation } from '@tanstack/react-query';
import type { ResumeTemplateId } from '@/config/resume-templates';
import { downloadFile } from '@/lib/files';

export type PaperSize = 'a4' | 'letter';

/** GET /api/resumes/{id}/pdf?paper=&template= → saves the real PDF; returns its file name. */
export async function downloadResumePdf(input: { id: string; paper: PaperSize; template: ResumeTemplateId }): Promise<string> {
  const query = new URLSearchParams({ paper: input.paper, template: input.template });
  return downloadFile(`/api/resumes/${encodeURIComponent(input.id)}/pdf?${query.toString()}`, {
    accept: 'application/pdf',
    fallback: 'resume.pdf',
  });
}

/** GET /api/resumes/{id}/docx → saves the Word file; returns its file name. */
export async function downloadResumeDocx(id: string): Promise<string> {
  return downloadFile(`/api/resumes/${encodeURIComponent(id)}/docx`, {
    accept: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fallback: 'resume.docx',
  });
}

/** GET /api/resumes/{id}/json-resume → saves the JSON Resume file; returns its file name. */
export async function exportJsonResume(id: string): Promise<string> {
  return downloadFile(`/api/resumes/${encodeURIComponent(id)}/json-resume`, {
    accept: 'application/json',
    fallback: 'resume.json',
  });
}

export function useDownloadResumePdf() {
  return useMutation({ mutationFn: downloadResumePdf });
}

export function useExportJsonResume() {
  return useMutation({ mutationFn: exportJsonResume });
}
