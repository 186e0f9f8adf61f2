import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userSchema, type User } from '@/types/api';

/** GET /api/profile: the signed-in user's profile, used to prefill the application form. */
export const profileQueryKey = ['/api/profile'] as const;

export async function getProfile(): Promise<User> {
  return userSchema.parse(await api.get('/api/profile'));
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
