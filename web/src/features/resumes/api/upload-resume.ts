import { useMutation } from '@tanstack/react-query';
import { contentFromParsedData, type ResumeContent } from '@/features/resumes/lib/resume-content';
import { uploadWithProgress } from '@/features/resumes/lib/upload';

export interface UploadedResume {
  content: ResumeContent;
  extractedText: string;
}

interface UploadResponse {
  parsedData?: unknown;
  extractedText?: unknown;
}

/** POST /api/resumes/upload (multipart: resume, userId) → parsed content and the extracted text. */
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
    content: contentFromParsedData(res?.parsedData),
    extractedText: typeof res?.extractedText === 'string' ? res.extractedText : '',
  };
}

export function useUploadResume() {
  return useMutation({ mutationFn: uploadResume });
}
