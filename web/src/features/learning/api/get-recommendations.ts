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
  moduleId: z._default(z.optional(z.string()), ''),
  challengeId: z._default(z.optional(z.string()), ''),
  pathId: z._default(z.optional(z.string()), ''),
  skill: z._default(z.optional(z.string()), ''),
  gap: z._default(z.optional(z.string()), ''),
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
