import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateGoals } from '@/features/career/api/invalidate-goals';
import { api } from '@/lib/api-client';

/** DELETE /api/career-goals/{id}: the goal and its milestones. */
export function useDeleteCareerGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/career-goals/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateGoals(queryClient, userId),
  });
}
