import { useMutation } from '@tanstack/react-query';
import { parseResumeContent } from '@/features/resumes/api/resume-content-schema';
import type { ResumeContent } from '@/features/resumes/lib/resume-content';
import { uploadWithProgress } from '@/features/resumes/lib/upload';

export interface LinkedInImport {
  content: ResumeContent;
  /** What was imported, e.g. {positions: 3, skills: 12}. */
  imported: Record<string, number>;
  warnings: string[];
}

function counts(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1])),
  );
}

/** POST /api/linkedin/import-file (multipart: linkedinFile, userId). */
export async function importLinkedIn(input: {
  file: File;
  userId: string;
  onProgress?: (percent: number) => void;
}): Promise<LinkedInImport> {
  const form = new FormData();
  form.append('linkedinFile', input.file);
  form.append('userId', input.userId);
  const res = await uploadWithProgress<Record<string, unknown> | null>('/api/linkedin/import-file', form, input.onProgress);
  const warnings = Array.isArray(res?.warnings) ? res.warnings.filter((w): w is string => typeof w === 'string') : [];
  return { content: parseResumeContent(res?.content), imported: counts(res?.imported), warnings };
}

export function useImportLinkedIn() {
  return useMutation({ mutationFn: importLinkedIn });
}
