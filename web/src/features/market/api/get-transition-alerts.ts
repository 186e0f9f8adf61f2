import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { marketKeyRoot, marketQuery, type MarketFilter } from '@/features/market/api/market-filter';

/** Seed 001 §3.2 Transition alert. */
export const transitionAlertSchema = z.object({
  id: z.string(),
  alertType: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  title: z.string(),
  urgency: z.catch(z.enum(['critical', 'high', 'medium', 'low']), 'low'),
  description: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  targetRole: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  requiredSkills: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  actionItems: z.pipe(
    z.optional(z.nullable(z.array(z.object({ action: z.string(), timeline: z.string() })))),
    z.transform((v) => v ?? []),
  ),
  isRead: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  createdAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
});
export type TransitionAlert = z.infer<typeof transitionAlertSchema>;

export const transitionAlertsQueryKey = (f: MarketFilter) => [marketKeyRoot, 'transition-alerts', f.region] as const;

export async function getTransitionAlerts(f: MarketFilter): Promise<TransitionAlert[]> {
  return z.array(transitionAlertSchema).parse(await api.get(marketQuery('transition-alerts', f)));
}

export function useTransitionAlerts(f: MarketFilter) {
  return useQuery(queryOptions({ queryKey: transitionAlertsQueryKey(f), queryFn: () => getTransitionAlerts(f) }));
}
