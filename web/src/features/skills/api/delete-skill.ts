import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshServerEvents } from '@/lib/server-events';

export async function deleteSkill({ id }: { id: string; userId: string }): Promise<void> {
  await api.delete(`/api/skills/${encodeURIComponent(id)}`);
}

export function useDeleteSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSkill,
    onSuccess: (_data, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/users', userId, 'skills'] });
      refreshServerEvents(queryClient);
    },
  });
}
