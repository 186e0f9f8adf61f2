import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { setCachedUser, userQueryKey } from '@/lib/user';
import { z } from '@/lib/zod';

/**
 * The account's plan as the server enforces it (GET /api/billing): the
 * mode (demo: no payment keys, plans switch at once; stripe: a verified
 * payment switches them), the plan, what has been used of it this month,
 * and a pending cancel. Shared by plan selection and the profile.
 */
const limitsSchema = z.object({
  applications: z.number(),
  resumeTemplates: z.array(z.string()),
  resumeReviews: z.number(),
  interviewCoach: z.boolean(),
});

export const billingSchema = z.object({
  mode: z.enum(['demo', 'stripe']),
  plan: z.object({ id: z.string(), name: z.string(), priceCents: z.number(), limits: limitsSchema }),
  status: z.string(),
  usage: z.object({ month: z.string(), applications: z.number(), resumeReviews: z.number() }),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.nullable(z.string()),
});
export type Billing = z.infer<typeof billingSchema>;

export const billingQueryKey = ['/api/billing'] as const;

export function useBilling(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: billingQueryKey,
      queryFn: async () => billingSchema.parse(await api.get('/api/billing')),
      enabled,
    }),
  );
}

const subscribeSchema = z.object({
  mode: z.enum(['demo', 'stripe']),
  url: z.string(),
  user: z.optional(z.unknown()),
});
export type SubscribeResult = z.infer<typeof subscribeSchema>;

/**
 * POST /api/billing/subscribe: in demo mode the plan is active at once (the
 * user comes back); with Stripe the answer is the payment page's link and
 * the plan changes only when Stripe's signed webhook says it was paid.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (planId: string): Promise<SubscribeResult> => {
      const out = subscribeSchema.parse(await api.post('/api/billing/subscribe', { planId }));
      if (out.user) setCachedUser(queryClient, out.user);
      void queryClient.invalidateQueries({ queryKey: billingQueryKey });
      return out;
    },
  });
}

/** POST /api/billing/cancel: at the period's end with Stripe, at once in demo mode. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<Billing> => billingSchema.parse(await api.post('/api/billing/cancel')),
    onSuccess: (billing) => {
      queryClient.setQueryData(billingQueryKey, billing);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}

/** A request refused by the plan's limits (402 with an upgrade link). */
export function isPlanLimitError(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 402;
}

/** "12 of 50", "3" when unlimited (-1 from the server). */
export function formatUsage(used: number, limit: number): string {
  return limit < 0 ? `${used}` : `${used} of ${limit}`;
}
