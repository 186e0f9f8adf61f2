import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedJobsQueryKey } from '@/features/jobs/api/get-saved-jobs';
import { api } from '@/lib/api-client';

/** DELETE /api/saved-jobs/{jobId}: the server accepts the saved row's id or the job's id. */
export async function unsaveJob({ jobId }: { userId: string; jobId: string }): Promise<void> {
  await api.delete(`/api/saved-jobs/${encodeURIComponent(jobId)}`);
}

export function useUnsaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsaveJob,
    onSuccess: (_data, { userId }) => void queryClient.invalidateQueries({ queryKey: savedJobsQueryKey(userId) }),
  });
}
