import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningKeys } from '@/features/learning/api/keys';
import { browserTimeZone } from '@/lib/dates';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

export const moduleCompletionSchema = z.object({
  moduleId: z.string(),
  xpGained: z.number(),
  levelUp: z.boolean(),
  alreadyCompleted: z.boolean(),
  totalXP: z.number(),
  level: z.number(),
  streak: z.number(),
});
export type ModuleCompletion = z.infer<typeof moduleCompletionSchema>;

export async function completeModule(moduleId: string): Promise<ModuleCompletion> {
  return moduleCompletionSchema.parse(
    await api.post('/api/learning/complete-module', { moduleId, timeZone: browserTimeZone() }),
  );
}

/** Completes a module, then refreshes everything its XP and unlocks change. */
export function useCompleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeModule,
    onSuccess: (_r, moduleId) =>
      Promise.all(
        [learningKeys.paths, learningKeys.progress, learningKeys.challenges, learningKeys.recommendationsAll, learningKeys.module(moduleId)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
