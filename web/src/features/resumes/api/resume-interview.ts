import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import type { InterviewQuestion } from '@/features/resumes/lib/conversation';
import { parseResumeContent } from '@/features/resumes/api/resume-content-schema';
import type { ResumeContent } from '@/features/resumes/lib/resume-content';
import { api } from '@/lib/api-client';

const responseSchema = z.object({
  question: z.pipe(
    z.optional(z.nullable(z.object({ id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)), question: z.string() }))),
    z.transform((q) => q ?? null),
  ),
  content: z.unknown(),
});

export interface ResumeInterviewInput {
  resumeContent: ResumeContent;
  questionId?: string;
  answer?: string;
}

export interface ResumeInterviewStep {
  question: InterviewQuestion | null;
  content: ResumeContent;
}

/**
 * POST /api/ai/resume-interview: without an answer it returns the first
 * question; with one it files the answer into the resume and returns the
 * next question, or null when everything is gathered.
 */
export async function resumeInterview(input: ResumeInterviewInput): Promise<ResumeInterviewStep> {
  const res = responseSchema.parse(await api.post('/api/ai/resume-interview', input));
  return {
    question: res.question,
    content: res.content === undefined || res.content === null ? input.resumeContent : parseResumeContent(res.content),
  };
}

export function useResumeInterview() {
  return useMutation({ mutationFn: resumeInterview });
}
