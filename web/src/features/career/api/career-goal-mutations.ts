import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { careerGoalSchema, careerGoalsQueryKey, type CareerGoal } from '@/features/career/api/get-career-goals';
import { milestoneSchema, milestonesQueryKey, type Milestone } from '@/features/career/api/get-career-milestones';
import { careerAnalysisQueryKey } from '@/features/career/api/analyze-career';
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

/** Goals, their milestones and the analysis (readiness) change together. */
function refreshGoals(queryClient: QueryClient, userId: string) {
  void queryClient.invalidateQueries({ queryKey: careerGoalsQueryKey(userId) });
  void queryClient.invalidateQueries({ queryKey: milestonesQueryKey(userId) });
  void queryClient.invalidateQueries({ queryKey: careerAnalysisQueryKey(userId) });
  void queryClient.invalidateQueries({ queryKey: ['/api/career/skill-trends'] });
}

export function useCreateCareerGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CareerGoalInput): Promise<CareerGoal> =>
      careerGoalSchema.parse(await api.post('/api/career-goals', input)),
    onSuccess: (goal) => refreshGoals(queryClient, goal.userId),
  });
}

export function useUpdateCareerGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data }: { id: string; data: Partial<CareerGoalInput> }): Promise<CareerGoal> =>
      careerGoalSchema.parse(await api.put(`/api/career-goals/${encodeURIComponent(id)}`, data)),
    onSuccess: (goal) => refreshGoals(queryClient, goal.userId),
  });
}

export function useDeleteCareerGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/career-goals/${encodeURIComponent(id)}`),
    onSuccess: () => refreshGoals(queryClient, userId),
  });
}

export function useUpdateMilestone(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: string }): Promise<Milestone> =>
      milestoneSchema.parse(await api.put(`/api/career-milestones/${encodeURIComponent(id)}`, { status })),
    onSuccess: () => refreshGoals(queryClient, userId),
  });
}
