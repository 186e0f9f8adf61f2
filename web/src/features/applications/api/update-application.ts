import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationInput } from '@/features/applications/api/create-application';
import { applicationSchema, userApplicationsQueryKey as applicationsQueryKey, type Application } from '@/features/applications/api/get-user-applications';
import { notificationsQueryKey } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export async function updateApplication({
  id,
  data,
}: {
  id: string;
  data: Partial<ApplicationInput>;
  previousStatus?: string;
}): Promise<Application> {
  return applicationSchema.parse(await api.put(`/api/applications/${encodeURIComponent(id)}`, data));
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: (app, { previousStatus }) => {
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey(app.userId) });
      // A status change creates a notification on the server.
      if (previousStatus !== undefined && previousStatus !== app.status) {
        void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      }
    },
  });
}
