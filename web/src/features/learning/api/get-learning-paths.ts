import { useQuery } from '@tanstack/react-query';
import { learningKeys } from '@/features/learning/api/keys';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

export const moduleSummarySchema = z.object({
  id: z.string(),
  pathId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  difficulty: z.string(),
  duration: z.number(),
  order: z.number(),
  prerequisites: z.array(z.string()),
  skills: z.array(z.string()),
  status: z.enum(['locked', 'available', 'completed']),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

export const learningPathSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.string(),
  progress: z.number(),
  completedModules: z.number(),
  totalModules: z.number(),
  currentModule: z.nullable(z.object({ id: z.string(), title: z.string() })),
  estimatedTime: z.number(),
  skills: z.array(z.string()),
  modules: z.array(moduleSummarySchema),
});
export type LearningPath = z.infer<typeof learningPathSchema>;

export async function getLearningPaths(): Promise<LearningPath[]> {
  return z.array(learningPathSchema).parse(await api.get('/api/learning/paths'));
}

export function useLearningPaths() {
  return useQuery({ queryKey: learningKeys.paths, queryFn: getLearningPaths });
}
