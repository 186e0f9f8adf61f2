import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { jobSchema, type Job } from '@/features/jobs/api/job-schema';
import { JOBS_PAGE_SIZE, jobsQueryString, type JobFilters } from '@/features/jobs/lib/filters';
import { api } from '@/lib/api-client';

export interface JobsPage {
  jobs: Job[];
  /** X-Total-Count: every match, not just this page. */
  total: number;
  offset: number;
}

/** Seed 001 §7/§9: job search results are fresh for 30 seconds. */
export const JOBS_STALE_TIME = 30_000;

export const jobSearchQueryKey = (filters: JobFilters) => ['/api/jobs', 'search', filters] as const;

export async function searchJobs(filters: JobFilters, offset: number, signal?: AbortSignal): Promise<JobsPage> {
  // The whole Response: the total is in the X-Total-Count header.
  const res = await api.response(`/api/jobs?${jobsQueryString(filters, { limit: JOBS_PAGE_SIZE, offset })}`, { signal });
  const jobs = z.array(jobSchema).parse(await res.json());
  const header = Number(res.headers.get('X-Total-Count'));
  const total = Number.isFinite(header) && res.headers.has('X-Total-Count') ? header : offset + jobs.length;
  return { jobs, total, offset };
}

export const jobSearchQueryOptions = (filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: jobSearchQueryKey(filters),
    queryFn: ({ pageParam, signal }) => searchJobs(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.jobs.length;
      return last.jobs.length > 0 && next < last.total ? next : undefined;
    },
    staleTime: JOBS_STALE_TIME,
  });

export function useJobSearch(filters: JobFilters) {
  return useInfiniteQuery(jobSearchQueryOptions(filters));
}
