import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationSchema, userApplicationsQueryKey as applicationsQueryKey, type Application } from '@/features/applications/api/get-user-applications';
import { api, ApiError } from '@/lib/api-client';
import { refreshServerEvents } from '@/lib/server-events';

export interface RecordApplicationInput {
  userId: string;
  job: { id: string; title: string; company: string };
}

/**
 * Records in the tracker that the user went to apply on the employer's own
 * page (a real posting): status Applied, linked to the posting. Resolves
 * to null when the posting is already in the tracker (409).
 */
export async function recordApplication({ userId, job }: RecordApplicationInput): Promise<Application | null> {
  try {
    return applicationSchema.parse(
      await api.post('/api/applications', {
        userId,
        jobId: job.id,
        jobTitle: job.title,
        company: job.company,
        status: 'applied',
        appliedAt: new Date().toISOString(),
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    throw error;
  }
}

export function useRecordApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordApplication,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey(userId) });
      refreshServerEvents(queryClient);
    },
  });
}
