import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { parseResumeContent } from '@/features/resumes/api/resume-content-schema';
import type { ResumeContent } from '@/features/resumes/lib/resume-content';
import { api } from '@/lib/api-client';

const responseSchema = z.object({
  content: z.unknown(),
  changes: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
});

export interface OptimizeResumeInput {
  resumeContent: ResumeContent;
  targetRole: string;
  jobDescription?: string;
}

export interface OptimizedResume {
  content: ResumeContent;
  changes: string[];
}

/** POST /api/ai/optimize-resume → the optimised content and what was changed. */
export async function optimizeResume(input: OptimizeResumeInput): Promise<OptimizedResume> {
  const res = responseSchema.parse(await api.post('/api/ai/optimize-resume', input));
  return { content: parseResumeContent(res.content), changes: res.changes };
}

export function useOptimizeResume() {
  return useMutation({ mutationFn: optimizeResume });
}
