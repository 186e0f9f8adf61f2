import { useQuery } from '@tanstack/react-query';
import { learningKeys } from '@/features/learning/api/keys';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

export const recommendationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  personalizedReason: z.string(),
  difficulty: z.string(),
  duration: z.number(),
  moduleId: z.string().optional().default(''),
  challengeId: z.string().optional().default(''),
  pathId: z.string().optional().default(''),
  skill: z.string().optional().default(''),
  gap: z.string().optional().default(''),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export async function getRecommendations(style: string): Promise<Recommendation[]> {
  return z
    .array(recommendationSchema)
    .parse(await api.get(`/api/learning/recommendations?learningStyle=${encodeURIComponent(style)}`));
}

export function useRecommendations(style: string | undefined) {
  return useQuery({
    queryKey: learningKeys.recommendations(style ?? ''),
    queryFn: () => getRecommendations(style ?? ''),
    enabled: Boolean(style),
  });
}
