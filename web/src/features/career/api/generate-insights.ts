import { useMutation, useQueryClient } from '@tanstack/react-query';
import { careerInsightsQueryKey } from '@/features/career/api/get-career-insights';
import { api } from '@/lib/api-client';

/** POST /api/career/generate-insights {userId}; refreshes the insights list. */
export function useGenerateInsights(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/career/generate-insights', { userId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: careerInsightsQueryKey(userId) }),
  });
}
