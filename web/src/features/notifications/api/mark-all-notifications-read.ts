import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { notificationsQueryKey, type Notification } from '@/features/notifications/api/get-notifications';
import { api, getErrorMessage } from '@/lib/api-client';

export const markAllReadResponseSchema = z.object({ updated: z.number() }).partial();

export async function markAllNotificationsRead() {
  return markAllReadResponseSchema.parse((await api.patch('/api/notifications/read-all')) ?? {});
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
