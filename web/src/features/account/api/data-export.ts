import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/files';

/** A "Download my data" job (GET /api/users/{id}/exports/latest). */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['preparing', 'ready', 'failed', 'expired']),
  message: z.optional(z.string()),
  size: z.optional(z.number()),
  createdAt: z.string(),
  readyAt: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
});
export type DataExport = z.infer<typeof dataExportSchema>;

const answerSchema = z.object({ export: z.nullable(dataExportSchema) });

export const dataExportQueryKey = (userId: string) => [`/api/users/${userId}/exports/latest`] as const;

/** The user's latest export, or null. */
export async function getDataExport(userId: string): Promise<DataExport | null> {
  return answerSchema.parse(await api.get(`/api/users/${encodeURIComponent(userId)}/exports/latest`)).export;
}

/** Follows the export, asking again every 2 seconds while it is being prepared. */
export function useDataExport(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: dataExportQueryKey(userId),
      queryFn: () => getDataExport(userId),
      refetchInterval: (query) => (query.state.data?.status === 'preparing' ? 2000 : false),
    }),
  );
}

/** POST /api/users/{id}/exports: starts a job, or answers the one being prepared. */
export async function requestDataExport(userId: string): Promise<DataExport> {
  const answer = answerSchema.parse(await api.post(`/api/users/${encodeURIComponent(userId)}/exports`));
  if (!answer.export) throw new Error('No export in the answer');
  return answer.export;
}

export function useRequestDataExport(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestDataExport(userId),
    onSuccess: (e) => queryClient.setQueryData(dataExportQueryKey(userId), e),
  });
}

/** GET /api/users/{id}/exports/{exportId} → saves the ZIP. */
export function downloadDataExport({ userId, exportId }: { userId: string; exportId: string }): Promise<string> {
  return downloadFile(`/api/users/${encodeURIComponent(userId)}/exports/${encodeURIComponent(exportId)}`, {
    accept: 'application/zip',
    fallback: 'stride-data.zip',
  });
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: downloadDataExport });
}
