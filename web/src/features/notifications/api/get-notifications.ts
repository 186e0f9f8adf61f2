import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from '@/lib/query-keys';

/** A notification (seed 000 §3). Read without zod: the bell is on every page. */
export interface Notification {
  id: string;
  userId?: string | number | null;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  actionUrl: string | null;
  data?: unknown;
  createdAt: string;
}

/** Reads one notification leniently; a malformed one throws. */
export function parseNotification(data: unknown): Notification {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if ((typeof d.id !== 'string' && typeof d.id !== 'number') || typeof d.title !== 'string' || typeof d.createdAt !== 'string') {
    throw new Error('Invalid notification');
  }
  return {
    id: String(d.id),
    userId: typeof d.userId === 'string' || typeof d.userId === 'number' ? d.userId : null,
    type: typeof d.type === 'string' ? d.type : 'info',
    title: d.title,
    message: typeof d.message === 'string' ? d.message : '',
    isRead: d.isRead === true,
    actionUrl: typeof d.actionUrl === 'string' && d.actionUrl ? d.actionUrl : null,
    data: d.data,
    createdAt: d.createdAt,
  };
}

export { notificationsQueryKey };

/** Seed 000 §9: the notification list is polled every 30 seconds. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export async function getNotifications(): Promise<Notification[]> {
  const list = await api.get<unknown>('/api/notifications');
  if (!Array.isArray(list)) throw new Error('Invalid notifications');
  return list.map(parseNotification);
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
