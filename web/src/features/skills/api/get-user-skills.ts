import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const skillLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const skillCategories = ['technical', 'soft', 'industry'] as const;

export const skillSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  userId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: z.string(),
  level: z.string(),
  category: z.string(),
  proficiency: z.optional(z.nullable(z.number())),
});
export type Skill = z.infer<typeof skillSchema>;

export const userSkillsQueryKey = (userId: string) => ['/api/users', userId, 'skills'] as const;

export async function getUserSkills(userId: string): Promise<Skill[]> {
  return z.array(skillSchema).parse(await api.get(`/api/users/${encodeURIComponent(userId)}/skills`));
}

export const userSkillsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userSkillsQueryKey(userId), queryFn: () => getUserSkills(userId) });

export function useUserSkills(userId: string | undefined) {
  return useQuery({ ...userSkillsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
