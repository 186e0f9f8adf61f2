import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const nullableString = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null));

export const applicationStatusChangeSchema = z.object({ status: z.string(), changedAt: z.string() });

export const applicationSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  userId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  jobId: z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()]))),
    z.transform((v) => (v == null ? null : String(v))),
  ),
  jobTitle: z.string(),
  company: z.string(),
  status: z.string(),
  appliedAt: nullableString,
  appliedDate: nullableString,
  lastUpdated: nullableString,
  notes: nullableString,
  nextSteps: nullableString,
  createdAt: nullableString,
  interviewDate: nullableString,
  statusHistory: z.pipe(z.optional(z.nullable(z.array(applicationStatusChangeSchema))), z.transform((v) => v ?? [])),
});
export type Application = z.infer<typeof applicationSchema>;

export const userApplicationsQueryKey = (userId: string) => ['/api/users', userId, 'applications'] as const;

/** The user's applications, newest applied first. */
export async function getUserApplications(userId: string): Promise<Application[]> {
  return z.array(applicationSchema).parse(await api.get(`/api/users/${encodeURIComponent(userId)}/applications`));
}

export const userApplicationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userApplicationsQueryKey(userId), queryFn: () => getUserApplications(userId) });

export function useUserApplications(userId: string | undefined) {
  return useQuery({ ...userApplicationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
