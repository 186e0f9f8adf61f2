import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { getAuthToken } from '@/lib/auth-token';
import { marketKeyRoot, type MarketFilter } from '@/features/market/api/market-filter';
import { marketSnapshotSchema, type MarketSnapshot } from '@/features/market/api/get-market-snapshot';
import { formatInteger } from '@/lib/dates';

/**
 * POST /api/market-intelligence/generate with {region, industry}. Seed 001 §7:
 * a non-OK response is an error 'HTTP {status}: {statusText}'.
 */
export async function generateMarketIntelligence(filter: MarketFilter): Promise<MarketSnapshot> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${marketKeyRoot}/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify(filter),
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText}`);
  return marketSnapshotSchema.parse(await res.json());
}

export function useGenerateMarketIntelligence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateMarketIntelligence,
    onSuccess: (snap) => {
      void queryClient.invalidateQueries({ queryKey: [marketKeyRoot] });
      toast({
        title: 'Market Intelligence Updated',
        description: snap.changed
          ? `Figures recomputed from ${formatInteger(snap.postings)} postings.`
          : `Figures checked against ${formatInteger(snap.postings)} postings: nothing changed.`,
      });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: error instanceof Error ? error.message : String(error) });
    },
  });
}
