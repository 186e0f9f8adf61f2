import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApplicationsQueryKey as applicationsQueryKey } from '@/features/applications/api/get-user-applications';
import { api } from '@/lib/api-client';
import { refreshServerEvents } from '@/lib/server-events';

export async function deleteApplication({ id }: { id: string; userId: string }): Promise<void> {
  await api.delete(`/api/applications/${encodeURIComponent(id)}`);
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_data, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey(userId) });
      refreshServerEvents(queryClient);
    },
  });
}
