import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const nullableString = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null));

export const savedJobSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  userId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  jobId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  jobTitle: z.string(),
  company: z.string(),
  location: nullableString,
  salary: nullableString,
  description: nullableString,
  applyUrl: nullableString,
  savedAt: nullableString,
});
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobsQueryKey = (userId: string) => ['/api/saved-jobs', userId] as const;

/** Seed 001 §7: a failed response is treated as an empty list, with no retry. */
export async function getSavedJobs(userId: string): Promise<SavedJob[]> {
  try {
    return z.array(savedJobSchema).parse(await api.get(`/api/saved-jobs/${encodeURIComponent(userId)}`));
  } catch {
    return [];
  }
}

export const savedJobsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: savedJobsQueryKey(userId), queryFn: () => getSavedJobs(userId), retry: false });

export function useSavedJobs(userId: string | undefined) {
  return useQuery({ ...savedJobsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
