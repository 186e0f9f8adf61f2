import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshServerEvents } from '@/lib/server-events';
import { setCachedUser } from '@/lib/user';
import { z } from '@/lib/zod';
import type { User } from '@/types/user';

/** Seed 000 §5: all fields optional; title, location and profileImageUrl may be empty strings. */
export const updateUserInputSchema = z.partial(z.object({
    firstName: z.string().check(z.trim()),
    lastName: z.string().check(z.trim()),
    email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address')),
    title: z.string(),
    location: z.string(),
    profileImageUrl: z.string(),
    // Beyond the seed's six fields: the rest of the profile the server
    // accepts, so that profile completeness can reach 100% (DESIGN.md).
    phone: z.string(),
    bio: z.string(),
    industry: z.string(),
    yearsExperience: z.number().check(z.int(), z.gte(0), z.lte(50)),
    linkedinUrl: z.string(),
    portfolioUrl: z.string(),
    subscriptionPlan: z.enum(['starter', 'professional', 'executive']),
  }));
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

/** PUT /api/users/{id}: the answer is the updated user. */
export async function updateUser({ userId, data }: { userId: string; data: UpdateUserInput }): Promise<unknown> {
  return api.put(`/api/users/${encodeURIComponent(userId)}`, data);
}

/**
 * Saves part of the signed-in user's profile. The server's answer replaces
 * the one cached user, so the navigation, the profile page and the apply
 * page's prefill all show the new values at once.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: string; data: UpdateUserInput }): Promise<User> =>
      setCachedUser(queryClient, await updateUser(input)),
    // A profile change may unlock achievements (a complete profile, a LinkedIn link).
    onSuccess: () => refreshServerEvents(queryClient),
  });
}
