import { useQuery } from '@tanstack/react-query';
import { moduleSummarySchema } from '@/features/learning/api/get-learning-paths';
import { learningKeys } from '@/features/learning/api/keys';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

export const learningModuleSchema = z.extend(moduleSummarySchema, {
  pathTitle: z.string(),
  body: z.array(z.string()),
  example: z._default(z.optional(z.string()), ''),
  keyPoints: z.array(z.string()),
  practice: z._default(z.optional(z.string()), ''),
  resources: z.array(z.object({ title: z.string(), url: z.string() })),
  missingPrerequisites: z.array(z.object({ id: z.string(), title: z.string() })),
  completedAt: z.nullable(z.string()),
});
export type LearningModule = z.infer<typeof learningModuleSchema>;

export async function getLearningModule(id: string): Promise<LearningModule> {
  return learningModuleSchema.parse(await api.get(`/api/learning/modules/${encodeURIComponent(id)}`));
}

export function useLearningModule(id: string | null) {
  return useQuery({ queryKey: learningKeys.module(id ?? ''), queryFn: () => getLearningModule(id ?? ''), enabled: Boolean(id) });
}
