/** The Job Search filters (seed 001 §2.1) and how they become a query string. */
export const jobTypeOptions = [
  { value: 'all', label: 'All Types' },
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
] as const;

export const remoteOptions = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'Remote Only' },
  { value: 'false', label: 'On-site Only' },
] as const;

export type JobTypeFilter = (typeof jobTypeOptions)[number]['value'];
export type RemoteFilter = (typeof remoteOptions)[number]['value'];

export interface JobFilters {
  search: string;
  location: string;
  type: JobTypeFilter;
  remote: RemoteFilter;
}

export const emptyJobFilters: JobFilters = { search: '', location: '', type: 'all', remote: 'all' };

/** Jobs shown per page ('Load more' fetches the next page). */
export const JOBS_PAGE_SIZE = 20;

/** `search=…&location=…&type=…&remote=…&limit=…&offset=…`, leaving out empty and "all" filters. */
export function jobsQueryString(filters: JobFilters, page: { limit: number; offset: number }): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  const location = filters.location.trim();
  if (search) params.set('search', search);
  if (location) params.set('location', location);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.remote !== 'all') params.set('remote', filters.remote);
  params.set('limit', String(page.limit));
  params.set('offset', String(page.offset));
  return params.toString();
}

/** True when any filter narrows the search. */
export function hasActiveFilters(filters: JobFilters): boolean {
  return (
    filters.search.trim() !== '' || filters.location.trim() !== '' || filters.type !== 'all' || filters.remote !== 'all'
  );
}

/**
 * Where the related roles of a relaxed search begin in the list shown (the
 * server flags them and sends them after every strict match), or -1.
 */
export function firstRelatedIndex(jobs: readonly { related: boolean }[]): number {
  return jobs.findIndex((j) => j.related);
}
