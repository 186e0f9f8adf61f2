import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/files';

/** Downloads GET /api/users/{id}/applications/export as a CSV file; returns its file name. */
export async function exportApplications(userId: string): Promise<string> {
  return downloadFile(`/api/users/${encodeURIComponent(userId)}/applications/export`, {
    accept: 'text/csv',
    fallback: 'applications.csv',
  });
}

export function useExportApplications() {
  return useMutation({ mutationFn: exportApplications });
}
