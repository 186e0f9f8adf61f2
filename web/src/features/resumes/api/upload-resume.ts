import { useMutation } from '@tanstack/react-query';
import { parseResumeContent } from '@/features/resumes/api/resume-content-schema';
import type { ResumeContent } from '@/features/resumes/lib/resume-content';
import { uploadWithProgress } from '@/features/resumes/lib/upload';
import { parseChecks, type UploadCheck } from '@/features/resumes/lib/upload-checks';

export interface UploadedResume {
  content: ResumeContent;
  extractedText: string;
  /** The fields of content the parser doubts, for the person to confirm or fix. */
  checks: UploadCheck[];
}

/** The seed's parsedData stays in the answer; `content` is the same resume in the editor's shape. */
interface UploadResponse {
  content?: unknown;
  extractedText?: unknown;
  checks?: unknown;
}

/** POST /api/resumes/upload (multipart: resume, userId) → parsed content, the extracted text and the fields to check. */
export async function uploadResume(input: {
  file: File;
  userId: string;
  onProgress?: (percent: number) => void;
}): Promise<UploadedResume> {
  const form = new FormData();
  form.append('resume', input.file);
  form.append('userId', input.userId);
  const res = await uploadWithProgress<UploadResponse | null>('/api/resumes/upload', form, input.onProgress);
  return {
    content: parseResumeContent(res?.content),
    extractedText: typeof res?.extractedText === 'string' ? res.extractedText : '',
    checks: parseChecks(res?.checks),
  };
}

export function useUploadResume() {
  return useMutation({ mutationFn: uploadResume });
}
