import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { parseResumeContent } from '@/features/resumes/api/resume-content-schema';
import type { ResumeContent } from '@/features/resumes/lib/resume-content';
import { api } from '@/lib/api-client';

const keywordSchema = z.object({
  term: z.string(),
  status: z.enum(['shown', 'backed', 'missing']),
  evidence: z.optional(z.string()),
  where: z.optional(z.string()),
});

const suggestionSchema = z.object({
  id: z.string(),
  section: z.enum(['experience', 'summary', 'skills', 'certifications']),
  index: z.number(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
  terms: z.array(z.string()),
});

const fitSchema = z.object({
  targetRole: z.string(),
  keywords: z.array(keywordSchema),
  coverageBefore: z.number(),
  coverageAfter: z.number(),
  suggestions: z.array(suggestionSchema),
});

const responseSchema = z.object({
  content: z.unknown(),
  changes: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  fit: z.optional(z.nullable(fitSchema)),
});

export type Keyword = z.infer<typeof keywordSchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;
export type Fit = z.infer<typeof fitSchema>;

export interface OptimizeResumeInput {
  resumeContent: ResumeContent;
  /** Empty: the server uses the chosen job's title, else the profile's. */
  targetRole: string;
  /** A pasted job description. */
  jobDescription?: string;
  /** A saved or applied-to job, when no description is pasted. */
  jobId?: string;
}

export interface OptimizedResume {
  content: ResumeContent;
  changes: string[];
  fit: Fit | null;
}

/** POST /api/ai/optimize-resume → the resume measured against the posting, with each proposed change. */
export async function optimizeResume(input: OptimizeResumeInput): Promise<OptimizedResume> {
  const res = responseSchema.parse(await api.post('/api/ai/optimize-resume', input));
  return { content: parseResumeContent(res.content), changes: res.changes, fit: res.fit ?? null };
}

export function useOptimizeResume() {
  return useMutation({ mutationFn: optimizeResume });
}
