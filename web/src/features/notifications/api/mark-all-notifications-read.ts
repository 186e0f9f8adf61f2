import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { notificationsQueryKey, type Notification } from '@/features/notifications/api/get-notifications';
import { api, getErrorMessage } from '@/lib/api-client';

export async function markAllNotificationsRead(): Promise<{ updated?: number }> {
  const res = await api.patch<{ updated?: unknown } | null>('/api/notifications/read-all');
  return typeof res?.updated === 'number' ? { updated: res.updated } : {};
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
        list?.map((n) => ({ ...n, isRead: true })),
      );
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      toast({ title: 'All notifications marked as read' });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    },
  });
}
