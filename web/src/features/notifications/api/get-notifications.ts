import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const notificationSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  userId: z.union([z.string(), z.number()]).nullable().optional(),
  type: z.string().nullable().optional().transform((v) => v ?? 'info'),
  title: z.string(),
  message: z.string().nullable().optional().transform((v) => v ?? ''),
  isRead: z.boolean().nullable().optional().transform((v) => v ?? false),
  actionUrl: z.string().nullable().optional().transform((v) => v || null),
  data: z.unknown().optional(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQueryKey = ['/api/notifications'] as const;

/** Seed 000 §9: the notification list is polled every 30 seconds. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export async function getNotifications(): Promise<Notification[]> {
  return z.array(notificationSchema).parse(await api.get('/api/notifications'));
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: getNotifications,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
