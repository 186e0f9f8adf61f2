import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedJobSchema, savedJobsQueryKey, type SavedJob } from '@/features/jobs/api/get-saved-jobs';
import { api } from '@/lib/api-client';

export async function saveJob({ userId, jobId }: { userId: string; jobId: string }): Promise<SavedJob> {
  return savedJobSchema.parse(await api.post('/api/saved-jobs', { userId, jobId }));
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSettled: (_data, _error, { userId }) =>
      void queryClient.invalidateQueries({ queryKey: savedJobsQueryKey(userId) }),
  });
}
