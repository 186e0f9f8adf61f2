import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationInput } from '@/features/applications/api/create-application';
import { applicationSchema, userApplicationsQueryKey as applicationsQueryKey, type Application } from '@/features/applications/api/get-user-applications';
import { api } from '@/lib/api-client';
import { refreshServerEvents } from '@/lib/server-events';

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
    onSuccess: (app) => {
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey(app.userId) });
      // A status change or an interview date creates notifications and may
      // unlock achievements.
      refreshServerEvents(queryClient);
    },
  });
}
