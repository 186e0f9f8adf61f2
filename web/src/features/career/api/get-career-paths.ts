import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const careerPathSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  fromRole: z.string(),
  toRole: z.string(),
  requiredSkills: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  timeframe: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  salaryIncrease: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  difficulty: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  fromMedianWage: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  toMedianWage: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  toGrowthPct: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  closeness: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  credential: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  source: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
});
export type CareerPath = z.infer<typeof careerPathSchema>;

export const careerPathsQueryKey = ['/api/career-paths'] as const;

/** GET /api/career-paths, from fromRole (free text), else a first page of the catalogue (the user's own role first). */
export async function getCareerPaths(fromRole = ''): Promise<CareerPath[]> {
  const query = fromRole.trim() ? `?fromRole=${encodeURIComponent(fromRole.trim())}` : '';
  return z.array(careerPathSchema).parse(await api.get(`/api/career-paths${query}`));
}

export const careerPathsQueryOptions = (fromRole = '') =>
  queryOptions({ queryKey: [...careerPathsQueryKey, fromRole.trim()], queryFn: () => getCareerPaths(fromRole) });

export function useCareerPaths(fromRole = '') {
  return useQuery(careerPathsQueryOptions(fromRole));
}

/** Cards per page of the Career Paths tab: whole rows of one, two or three. */
export const CAREER_PATHS_PAGE_SIZE = 24;

export interface CareerPathsPage {
  paths: CareerPath[];
  /** X-Total-Count: every path, not just this page. */
  total: number;
  offset: number;
}

/** A page of GET /api/career-paths with the total from X-Total-Count. */
export async function getCareerPathsPage(fromRole: string, offset: number, signal?: AbortSignal): Promise<CareerPathsPage> {
  const query = new URLSearchParams({ limit: String(CAREER_PATHS_PAGE_SIZE), offset: String(offset) });
  if (fromRole.trim()) query.set('fromRole', fromRole.trim());
  const res = await api.response(`/api/career-paths?${query}`, { signal });
  const paths = z.array(careerPathSchema).parse(await res.json());
  const header = Number(res.headers.get('X-Total-Count'));
  const total = Number.isFinite(header) && res.headers.has('X-Total-Count') ? header : offset + paths.length;
  return { paths, total, offset };
}

export const careerPathPagesQueryOptions = (fromRole = '') =>
  infiniteQueryOptions({
    queryKey: [...careerPathsQueryKey, 'pages', fromRole.trim()],
    queryFn: ({ pageParam, signal }) => getCareerPathsPage(fromRole, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: CareerPathsPage) => {
      const next = last.offset + last.paths.length;
      return last.paths.length > 0 && next < last.total ? next : undefined;
    },
  });

/** The Career Paths tab's pages: from fromRole, or the whole catalogue when it is blank. */
export function useCareerPathPages(fromRole = '') {
  return useInfiniteQuery(careerPathPagesQueryOptions(fromRole));
}
