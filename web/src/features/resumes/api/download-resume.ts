import { useMutation } from '@tanstack/react-query';
import type { ResumeTemplateId } from '@/config/resume-templates';
import { saveFile } from '@/features/resumes/lib/save-file';
import { authorizedFetch, fileNameFromDisposition } from '@/lib/authorized-fetch';

export type PaperSize = 'a4' | 'letter';

/** GET /api/resumes/{id}/pdf?paper=&template= → saves the real PDF; returns its file name. */
export async function downloadResumePdf(input: { id: string; paper: PaperSize; template: ResumeTemplateId }): Promise<string> {
  const query = new URLSearchParams({ paper: input.paper, template: input.template });
  const res = await authorizedFetch(`/api/resumes/${encodeURIComponent(input.id)}/pdf?${query.toString()}`, {
    accept: 'application/pdf',
  });
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? 'resume.pdf';
  saveFile(await res.blob(), fileName);
  return fileName;
}

/** GET /api/resumes/{id}/json-resume → saves the JSON Resume file; returns its file name. */
export async function exportJsonResume(id: string): Promise<string> {
  const res = await authorizedFetch(`/api/resumes/${encodeURIComponent(id)}/json-resume`);
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? 'resume.json';
  saveFile(await res.blob(), fileName);
  return fileName;
}

export function useDownloadResumePdf() {
  return useMutation({ mutationFn: downloadResumePdf });
}

export function useExportJsonResume() {
  return useMutation({ mutationFn: exportJsonResume });
}
