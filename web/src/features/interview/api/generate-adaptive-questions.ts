import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const stringList = z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? []));

export const adaptiveQuestionSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  question: z.string(),
  type: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  level: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 1)),
  competency: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  keywords: stringList,
  followUp: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  jobTitle: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
});
export type AdaptiveQuestion = z.infer<typeof adaptiveQuestionSchema>;

export interface AdaptiveQuestionsInput {
  jobTitle: string;
  type: string;
  adaptiveLevel: number;
  /** 1-10, 5 by default. */
  count?: number;
  /** Ids (or texts) of questions not to ask again. */
  exclude?: string[];
}

/** POST /api/ai/adaptive-interview-questions (seed 001 §7). */
export async function generateAdaptiveQuestions(input: AdaptiveQuestionsInput): Promise<AdaptiveQuestion[]> {
  const data = z
    .object({ questions: z.array(adaptiveQuestionSchema) })
    .parse(await api.post('/api/ai/adaptive-interview-questions', input));
  return data.questions;
}

export function useGenerateAdaptiveQuestions() {
  return useMutation({ mutationFn: generateAdaptiveQuestions });
}
