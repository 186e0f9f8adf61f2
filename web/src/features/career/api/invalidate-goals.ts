import type { QueryClient } from '@tanstack/react-query';
import { careerAnalysisQueryKey } from '@/features/career/api/analyze-career';
import { careerGoalsQueryKey } from '@/features/career/api/get-career-goals';
import { milestonesQueryKey } from '@/features/career/api/get-career-milestones';
import { skillTrendsQueryKey } from '@/features/career/api/get-skill-trends';

/** Goals, their milestones, the analysis (readiness) and skill trends change together. */
export function invalidateGoals(queryClient: QueryClient, userId: string) {
  void queryClient.invalidateQueries({ queryKey: careerGoalsQueryKey(userId) });
  void queryClient.invalidateQueries({ queryKey: milestonesQueryKey(userId) });
  void queryClient.invalidateQueries({ queryKey: careerAnalysisQueryKey(userId) });
  void queryClient.invalidateQueries({ queryKey: skillTrendsQueryKey });
}
