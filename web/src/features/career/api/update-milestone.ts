import { useMutation, useQueryClient } from '@tanstack/react-query';
import { milestoneSchema, type Milestone } from '@/features/career/api/get-career-milestones';
import { invalidateGoals } from '@/features/career/api/invalidate-goals';
import { api } from '@/lib/api-client';

/** PUT /api/career-milestones/{id} {status}; the goal's progress follows. */
export function useUpdateMilestone(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: string }): Promise<Milestone> =>
      milestoneSchema.parse(await api.put(`/api/career-milestones/${encodeURIComponent(id)}`, { status })),
    onSuccess: () => invalidateGoals(queryClient, userId),
  });
}
