import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';
import {
  applicationResponseSchema,
  coverLetterSchema,
  portfolioSummarySchema,
  type MaterialKind,
} from '@/features/materials/api/schemas';

/** One key per list: ['/api/users', userId, 'cover-letters'] and the like. */
export const materialsQueryKey = (userId: string, kind: MaterialKind) => ['/api/users', userId, kind] as const;

const path = (userId: string, kind: MaterialKind) => `/api/users/${encodeURIComponent(userId)}/${kind}`;

export const coverLettersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: materialsQueryKey(userId, 'cover-letters'),
    queryFn: async () => z.array(coverLetterSchema).parse(await api.get(path(userId, 'cover-letters'))),
  });

export const applicationResponsesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: materialsQueryKey(userId, 'application-responses'),
    queryFn: async () => z.array(applicationResponseSchema).parse(await api.get(path(userId, 'application-responses'))),
  });

export const portfolioSummariesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: materialsQueryKey(userId, 'portfolio-summaries'),
    queryFn: async () => z.array(portfolioSummarySchema).parse(await api.get(path(userId, 'portfolio-summaries'))),
  });

export function useCoverLetters(userId: string) {
  return useQuery(coverLettersQueryOptions(userId));
}

export function useApplicationResponses(userId: string) {
  return useQuery(applicationResponsesQueryOptions(userId));
}

export function usePortfolioSummaries(userId: string) {
  return useQuery(portfolioSummariesQueryOptions(userId));
}
