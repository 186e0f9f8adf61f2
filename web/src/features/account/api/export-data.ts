import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/files';

/** GET /api/users/{id}/export → saves the ZIP of everything Stride holds about the user. */
export function exportData(userId: string): Promise<string> {
  return downloadFile(`/api/users/${encodeURIComponent(userId)}/export`, {
    accept: 'application/zip',
    fallback: 'stride-data.zip',
  });
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
