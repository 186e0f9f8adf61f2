import { useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const strings = z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? []));

export const careerAnalysisSchema = z.object({
  currentState: z.object({
    readinessScore: z.number(),
    readinessLabel: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
    marketPosition: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
    strengths: strings,
    skillsGap: strings,
  }),
  salaryPotential: z.object({
    current: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
    potential: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
    currentRole: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
    targetRole: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
    note: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  }),
  careerPaths: z.array(
    z.object({
      path: z.string(),
      viability: z.number(),
      timeframe: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
      requirements: strings,
      salaryIncrease: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
      credential: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
    }),
  ),
  credential: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  sources: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  currentOccupation: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  targetOccupation: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
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
