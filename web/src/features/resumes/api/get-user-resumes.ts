import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const resumeSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  userId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: z.string(),
  content: z.optional(z.unknown()),
  conversationHistory: z.optional(z.unknown()),
  template: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  isDefault: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  createdAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  updatedAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
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
