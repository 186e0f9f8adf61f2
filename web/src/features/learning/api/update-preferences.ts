import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningProgressSchema } from '@/features/learning/api/get-learning-progress';
import { learningKeys } from '@/features/learning/api/keys';
import type { LearningStyle, Pace } from '@/features/learning/lib/learning';
import { api } from '@/lib/api-client';

export interface LearningPreferences {
  learningStyle: LearningStyle;
  preferredPace?: Pace;
}

export async function updatePreferences(input: LearningPreferences) {
  return learningProgressSchema.parse(await api.put('/api/learning/preferences', input));
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: async (progress) => {
      queryClient.setQueryData(learningKeys.progress, progress);
      await queryClient.invalidateQueries({ queryKey: learningKeys.recommendationsAll });
    },
  });
}
