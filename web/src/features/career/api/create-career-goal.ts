import { useMutation, useQueryClient } from '@tanstack/react-query';
import { careerGoalSchema, type CareerGoal } from '@/features/career/api/get-career-goals';
import { invalidateGoals } from '@/features/career/api/invalidate-goals';
import { api } from '@/lib/api-client';

/** The goal form (seed 001 §5): deadline as an ISO date-time or null. */
export interface CareerGoalInput {
  userId: string;
  title: string;
  targetRole: string;
  description: string;
  deadline: string | null;
  currentProgress?: number;
  status?: string;
}

/** POST /api/career-goals (seed 001 §7). */
export function useCreateCareerGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CareerGoalInput): Promise<CareerGoal> =>
      careerGoalSchema.parse(await api.post('/api/career-goals', input)),
    onSuccess: (goal) => invalidateGoals(queryClient, goal.userId),
  });
}
