import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const stringList = z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? []));
const num = z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0));
const text = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? ''));

export const answerFeedbackSchema = z.object({
  score: num,
  summary: text,
  strengthsIdentified: stringList,
  improvementAreas: stringList,
  followUpRecommendations: stringList,
  personalityInsights: stringList,
});

export const behavioralMetricsSchema = z.object({
  confidenceLevel: num,
  speechPace: text,
  clarityScore: num,
  communicationStyle: text,
  engagementLevel: num,
  confidenceTrend: text,
  insights: stringList,
});

export const emotionalIntelligenceSchema = z.object({
  overallEQ: num,
  selfAwareness: num,
  empathy: num,
  socialSkills: num,
  emotionalRegulation: num,
  developmentAreas: stringList,
});

export const criticalThinkingSchema = z.object({
  overallScore: num,
  problemSolving: num,
  analyticalReasoning: num,
  creativeSolutions: num,
  enhancement: stringList,
});

/** The interview analysis response of seed 001 §3.2. */
export const answerAnalysisSchema = z.object({
  feedback: answerFeedbackSchema,
  behavioralMetrics: behavioralMetricsSchema,
  emotionalIntelligence: emotionalIntelligenceSchema,
  criticalThinking: criticalThinkingSchema,
});
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;
export type BehavioralMetrics = z.infer<typeof behavioralMetricsSchema>;
export type EmotionalIntelligence = z.infer<typeof emotionalIntelligenceSchema>;
export type CriticalThinking = z.infer<typeof criticalThinkingSchema>;
export type AnswerAnalysis = z.infer<typeof answerAnalysisSchema>;

export interface EvaluateAdvancedInput {
  question: string;
  answer: string;
  jobTitle: string;
  /** The interview type. */
  responseType: string;
}

/** POST /api/ai/evaluate-advanced-response (seed 001 §7). */
export async function evaluateAdvancedResponse(input: EvaluateAdvancedInput): Promise<AnswerAnalysis> {
  return answerAnalysisSchema.parse(await api.post('/api/ai/evaluate-advanced-response', input));
}

export function useEvaluateAdvancedResponse() {
  return useMutation({ mutationFn: evaluateAdvancedResponse });
}
