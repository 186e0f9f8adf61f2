import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { parseResumeContent } from '@/features/resumes/api/resume-content-schema';
import type { ResumeContent } from '@/features/resumes/lib/resume-content';
import { api } from '@/lib/api-client';

/** The message shown for a file that is not JSON at all. */
export const NOT_JSON_MESSAGE = 'This file is not valid JSON. Choose a JSON Resume file (.json).';

/** POST /api/resumes/json-resume <a JSON Resume document> → resume content for the editor (saved separately). */
export async function importJsonResume(file: File): Promise<ResumeContent> {
  let doc: unknown;
  try {
    doc = JSON.parse(await file.text());
  } catch {
    throw new Error(NOT_JSON_MESSAGE);
  }
  const res = z.object({ content: z.unknown() }).parse(await api.post('/api/resumes/json-resume', doc));
  return parseResumeContent(res.content);
}

export function useImportJsonResume() {
  return useMutation({ mutationFn: importJsonResume });
}
