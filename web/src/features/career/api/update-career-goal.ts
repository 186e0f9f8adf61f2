import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareerGoalInput } from '@/features/career/api/create-career-goal';
import { careerGoalSchema, type CareerGoal } from '@/features/career/api/get-career-goals';
import { invalidateGoals } from '@/features/career/api/invalidate-goals';
import { api } from '@/lib/api-client';

/** PUT /api/career-goals/{id}: the fields given; a deadline of '' clears it. */
export function useUpdateCareerGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data }: { id: string; data: Partial<Omit<CareerGoalInput, 'deadline'>> & { deadline?: string | null } }): Promise<CareerGoal> =>
      careerGoalSchema.parse(await api.put(`/api/career-goals/${encodeURIComponent(id)}`, data)),
    onSuccess: (goal) => invalidateGoals(queryClient, goal.userId),
  });
}
