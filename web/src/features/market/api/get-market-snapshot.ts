import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { marketKeyRoot } from '@/features/market/api/market-filter';

/** When the stored figures were computed, and from how much data. */
export const marketSnapshotSchema = z.object({
  computedAt: z.string(),
  postings: z.number(),
  occupations: z.number(),
  changed: z.optional(z.boolean()),
  alerts: z.optional(z.number()),
});
export type MarketSnapshot = z.infer<typeof marketSnapshotSchema>;

export const marketSnapshotQueryKey = [marketKeyRoot, 'snapshot'] as const;

export async function getMarketSnapshot(): Promise<MarketSnapshot> {
  return marketSnapshotSchema.parse(await api.get(`${marketKeyRoot}/snapshot`));
}

export function useMarketSnapshot() {
  return useQuery(queryOptions({ queryKey: marketSnapshotQueryKey, queryFn: getMarketSnapshot }));
}
