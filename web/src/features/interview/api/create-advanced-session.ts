import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import type {
  AnswerAnalysis,
  BehavioralMetrics,
  CriticalThinking,
  EmotionalIntelligence,
} from '@/features/interview/api/evaluate-advanced-response';
import { interviewSessionsQueryKey } from '@/features/interview/api/get-interview-sessions';
import { interviewStatsQueryKey } from '@/features/interview/api/get-interview-stats';
import { api } from '@/lib/api-client';
import { refreshServerEvents } from '@/lib/server-events';

/** The body of POST /api/interview-sessions/advanced: the whole session. */
export interface AdvancedSessionInput {
  userId: string;
  type: string;
  questions: string[];
  responses: string[];
  feedback: AnswerAnalysis[];
  score: number;
  behavioralMetrics: BehavioralMetrics;
  emotionalIntelligence: EmotionalIntelligence;
  criticalThinking: CriticalThinking;
  adaptiveLevel: number;
  personalityInsights: string[];
  improvementAreas: string[];
  strengthsIdentified: string[];
  followUpRecommendations: string[];
}

const savedSessionSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  userId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
});

export async function createAdvancedSession(input: AdvancedSessionInput) {
  return savedSessionSchema.parse(await api.post('/api/interview-sessions/advanced', input));
}

/** Saves a session, then refreshes the user's session list and interview stats. */
export function useCreateAdvancedSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdvancedSession,
    onSuccess: (_session, input) => {
      refreshServerEvents(queryClient);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewSessionsQueryKey(input.userId) }),
        queryClient.invalidateQueries({ queryKey: interviewStatsQueryKey(input.userId) }),
      ]);
    },
  });
}
