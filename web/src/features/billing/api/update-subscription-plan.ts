import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/auth/api/get-user';
import { userByIdQueryKey } from '@/features/users/api/get-user-by-id';
import type { PlanId } from '@/config/plans';
import { api } from '@/lib/api-client';
import { userSchema, type User } from '@/types/api';

/** PUT /api/users/{id} {subscriptionPlan}: saves the plan chosen on /subscribe to the account. */
export async function updateSubscriptionPlan({ userId, plan }: { userId: string; plan: PlanId }): Promise<User> {
  return userSchema.parse(await api.put(`/api/users/${encodeURIComponent(userId)}`, { subscriptionPlan: plan }));
}

export function useUpdateSubscriptionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptionPlan,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      queryClient.setQueryData(userByIdQueryKey(user.id), user);
    },
  });
}
