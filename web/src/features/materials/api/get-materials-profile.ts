import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const text = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? ''));

/** The forms' prefill: the user's profile, default resume and skills (editable). */
export const materialsProfileSchema = z.object({
  name: text,
  title: text,
  experience: text,
  skills: text,
  projects: text,
});
export type MaterialsProfile = z.infer<typeof materialsProfileSchema>;

export const materialsProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['/api/users', userId, 'materials-profile'] as const,
    queryFn: async () =>
      materialsProfileSchema.parse(await api.get(`/api/users/${encodeURIComponent(userId)}/materials-profile`)),
  });

export function useMaterialsProfile(userId: string) {
  return useQuery(materialsProfileQueryOptions(userId));
}
