import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const resumeSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  userId: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  content: z.unknown().optional(),
  conversationHistory: z.unknown().optional(),
  template: z.string().nullable().optional().transform((v) => v ?? null),
  isDefault: z.boolean().nullable().optional().transform((v) => v ?? false),
  createdAt: z.string().nullable().optional().transform((v) => v ?? null),
  updatedAt: z.string().nullable().optional().transform((v) => v ?? null),
});
export type Resume = z.infer<typeof resumeSchema>;

export const userResumesQueryKey = (userId: string) => ['/api/users', userId, 'resumes'] as const;

export async function getUserResumes(userId: string): Promise<Resume[]> {
  return z.array(resumeSchema).parse(await api.get(`/api/users/${encodeURIComponent(userId)}/resumes`));
}

export const userResumesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userResumesQueryKey(userId), queryFn: () => getUserResumes(userId) });

export function useUserResumes(userId: string | undefined) {
  return useQuery({ ...userResumesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
