import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { userQueryKey } from '@/features/auth/api/get-user';
import { userByIdQueryKey } from '@/features/users/api/get-user-by-id';
import { api } from '@/lib/api-client';
import { userSchema, type User } from '@/types/api';
import { refreshServerEvents } from '@/lib/server-events';

/** Seed 000 §5: all fields optional; title, location and profileImageUrl may be empty strings. */
export const updateUserInputSchema = z
  .object({
    firstName: z.string().trim(),
    lastName: z.string().trim(),
    email: z.string().trim().pipe(z.email('Please enter a valid email address')),
    title: z.string(),
    location: z.string(),
    profileImageUrl: z.string(),
    // Beyond the seed's six fields: the rest of the profile the server
    // accepts, so that profile completeness can reach 100% (DESIGN.md).
    phone: z.string(),
    bio: z.string(),
    industry: z.string(),
    yearsExperience: z.number().int().min(0).max(50),
    linkedinUrl: z.string(),
    portfolioUrl: z.string(),
  })
  .partial();
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export async function updateUser({ userId, data }: { userId: string; data: UpdateUserInput }): Promise<User> {
  return userSchema.parse(await api.put(`/api/users/${encodeURIComponent(userId)}`, data));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userByIdQueryKey(user.id), user);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      refreshServerEvents(queryClient);
    },
  });
}
