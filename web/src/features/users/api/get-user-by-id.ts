import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userSchema, type User } from '@/types/api';

export const userByIdQueryKey = (userId: string) => ['/api/users', userId] as const;

export async function getUserById(userId: string): Promise<User> {
  return userSchema.parse(await api.get(`/api/users/${encodeURIComponent(userId)}`));
}

export const userByIdQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userByIdQueryKey(userId), queryFn: () => getUserById(userId) });

export function useUserById(userId: string | undefined) {
  return useQuery({ ...userByIdQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
