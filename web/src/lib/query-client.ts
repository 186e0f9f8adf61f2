import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The default read: a GET on the query key's segments joined with '/'. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest(queryKey.map(String).join('/'), { signal });

/**
 * Seed 000 §7/§9: no automatic retry, no refetch on window focus, no polling
 * by default, data never becomes stale. After a create, update or delete the
 * mutation invalidates the related lists.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
