import { useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const strings = z.array(z.string()).nullable().optional().transform((v) => v ?? []);

export const careerAnalysisSchema = z.object({
  currentState: z.object({
    readinessScore: z.number(),
    readinessLabel: z.string().nullable().optional().transform((v) => v ?? ''),
    marketPosition: z.string().nullable().optional().transform((v) => v ?? ''),
    strengths: strings,
    skillsGap: strings,
  }),
  salaryPotential: z.object({
    current: z.number().nullable().optional().transform((v) => v ?? null),
    potential: z.number().nullable().optional().transform((v) => v ?? null),
    currentRole: z.string().nullable().optional().transform((v) => v ?? ''),
    targetRole: z.string().nullable().optional().transform((v) => v ?? ''),
    note: z.string().nullable().optional().transform((v) => v ?? ''),
  }),
  careerPaths: z.array(
    z.object({
      path: z.string(),
      viability: z.number(),
      timeframe: z.string().nullable().optional().transform((v) => v ?? ''),
      requirements: strings,
      salaryIncrease: z.string().nullable().optional().transform((v) => v ?? ''),
    }),
  ),
  currentOccupation: z.string().nullable().optional().transform((v) => v ?? ''),
  targetOccupation: z.string().nullable().optional().transform((v) => v ?? ''),
  advice: strings,
});
export type CareerAnalysis = z.infer<typeof careerAnalysisSchema>;

export const careerAnalysisQueryKey = (userId: string) => ['/api/career/analyze', userId] as const;

/**
 * POST /api/career/analyze {userId} (seed 001 §7). It changes nothing on the
 * server, so it is read as a query: the dashboard and the AI Analysis tab
 * share one result, and it refreshes when goals change.
 */
export function useCareerAnalysis(userId: string) {
  return useQuery({
    queryKey: careerAnalysisQueryKey(userId),
    queryFn: async () => careerAnalysisSchema.parse(await api.post('/api/career/analyze', { userId })),
    retry: false,
  });
}
