import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const realTimeAnalysisSchema = z.object({
  clarity: z.number(),
  structure: z.number(),
  confidence: z.number(),
  engagement: z.number(),
});
export type RealTimeAnalysis = z.infer<typeof realTimeAnalysisSchema>;

/** What a draft answers: with it, the figures are read as the analysis reads the finished answer. */
export interface LiveContext {
  question: string;
  jobTitle?: string;
  interviewType?: string;
}

/**
 * POST /api/ai/real-time-analysis (seed 001 §7): four 0-100 figures for a
 * draft answer, read against its question when one is given. Called by
 * useLiveAnalysis, which debounces and cancels.
 */
export async function getRealTimeAnalysis(
  text: string,
  signal?: AbortSignal,
  context?: LiveContext,
): Promise<RealTimeAnalysis> {
  return realTimeAnalysisSchema.parse(await api.post('/api/ai/real-time-analysis', { text, ...context }, { signal }));
}
