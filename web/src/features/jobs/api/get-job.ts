import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobSchema, type Job } from '@/features/jobs/api/job-schema';
import { api } from '@/lib/api-client';

export const jobQueryKey = (jobId: string) => ['/api/jobs', jobId] as const;

export async function getJob(jobId: string): Promise<Job> {
  return jobSchema.parse(await api.get(`/api/jobs/${encodeURIComponent(jobId)}`));
}

export const jobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobQueryKey(jobId), queryFn: () => getJob(jobId), staleTime: 30_000 });

export function useJob(jobId: string | undefined) {
  return useQuery({ ...jobQueryOptions(jobId ?? ''), enabled: Boolean(jobId) });
}
