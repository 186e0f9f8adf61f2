import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const realTimeAnalysisSchema = z.object({
  clarity: z.number(),
  structure: z.number(),
  confidence: z.number(),
  engagement: z.number(),
});
export type RealTimeAnalysis = z.infer<typeof realTimeAnalysisSchema>;

/**
 * POST /api/ai/real-time-analysis (seed 001 §7): four 0-100 figures for a
 * draft answer. Called by useLiveAnalysis, which debounces and cancels.
 */
export async function getRealTimeAnalysis(text: string, signal?: AbortSignal): Promise<RealTimeAnalysis> {
  return realTimeAnalysisSchema.parse(await api.post('/api/ai/real-time-analysis', { text }, { signal }));
}
