import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '@/config/plans';
import { updateUser } from '@/lib/update-user';
import { setCachedUser } from '@/lib/user';
import type { User } from '@/types/user';

/** PUT /api/users/{id} {subscriptionPlan}: saves the plan chosen on /subscribe to the account. */
export function useUpdateSubscriptionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, plan }: { userId: string; plan: PlanId }): Promise<User> =>
      setCachedUser(queryClient, await updateUser({ userId, data: { subscriptionPlan: plan } })),
  });
}
