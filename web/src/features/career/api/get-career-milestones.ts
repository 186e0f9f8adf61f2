import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const nullableString = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null));

export const milestoneSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  goalId: nullableString,
  title: z.string(),
  description: nullableString,
  category: z.string(),
  status: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? 'pending')),
  impact: nullableString,
  targetDate: nullableString,
  achievedAt: nullableString,
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestonesQueryKey = (userId: string) => ['/api/users', userId, 'career-milestones'] as const;

export async function getMilestones(userId: string): Promise<Milestone[]> {
  return z.array(milestoneSchema).parse(await api.get(`/api/users/${encodeURIComponent(userId)}/career-milestones`));
}

export function useMilestones(userId: string) {
  return useQuery(queryOptions({ queryKey: milestonesQueryKey(userId), queryFn: () => getMilestones(userId) }));
}
