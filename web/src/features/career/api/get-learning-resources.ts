import { useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const learningResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  url: z.string(),
  provider: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  skillTags: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
});
export type LearningResource = z.infer<typeof learningResourceSchema>;

/** GET /api/learning-resources?skills=a,b (seed 001 §7). */
export function useLearningResources(skills: string[], enabled = true) {
  const key = skills.join(',');
  return useQuery({
    queryKey: ['/api/learning-resources', key],
    queryFn: async () =>
      z.array(learningResourceSchema).parse(await api.get(`/api/learning-resources?skills=${encodeURIComponent(key)}`)),
    enabled,
  });
}
