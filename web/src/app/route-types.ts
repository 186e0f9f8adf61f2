import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/types/api';

/**
 * Starts the reads a page's first render makes, with the same query options
 * as its hooks (so that the page finds them in flight or answered).
 */
export type PrefetchPageData = (client: QueryClient, user: User, url: URL) => void;
