import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeyRoot } from '@/features/market/api/market-filter';

export async function markAlertRead(id: string): Promise<unknown> {
  return api.patch(`${marketKeyRoot}/transition-alerts/${encodeURIComponent(id)}/read`);
}

export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [marketKeyRoot, 'transition-alerts'] }),
  });
}
