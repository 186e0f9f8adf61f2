import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  parseNotification,
  notificationsQueryKey,
  type Notification,
} from '@/features/notifications/api/get-notifications';
import { api } from '@/lib/api-client';

export async function markNotificationRead(id: string): Promise<Notification> {
  return parseNotification(await api.patch(`/api/notifications/${encodeURIComponent(id)}/read`));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
        list?.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
      );
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
