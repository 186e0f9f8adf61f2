import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { jobSchema, type Job } from '@/features/jobs/api/job-schema';
import { api } from '@/lib/api-client';

export type { Job, JobMatch } from '@/features/jobs/api/job-schema';

/** GET /api/jobs parameters; the Job Search tab pages through search-jobs.ts instead. */
export interface JobsParams {
  search?: string;
  location?: string;
  type?: string;
  remote?: boolean;
  limit?: number;
  offset?: number;
}

export const jobsQueryKey = (params: JobsParams = {}) => ['/api/jobs', params] as const;

export async function getJobs(params: JobsParams = {}): Promise<Job[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return z.array(jobSchema).parse(await api.get(qs ? `/api/jobs?${qs}` : '/api/jobs'));
}

/** Seed 001 §7: job lists are fresh for 30 seconds. */
export const jobsQueryOptions = (params: JobsParams = {}) =>
  queryOptions({ queryKey: jobsQueryKey(params), queryFn: () => getJobs(params), staleTime: 30_000 });

export function useJobs(params: JobsParams = {}) {
  return useQuery(jobsQueryOptions(params));
}
