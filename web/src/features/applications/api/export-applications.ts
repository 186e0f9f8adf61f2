import { useMutation } from '@tanstack/react-query';
import { authorizedFetch, fileNameFromDisposition } from '@/lib/authorized-fetch';

/**
 * Downloads GET /api/users/{id}/applications/export as a CSV file: fetched
 * with the bearer token, then saved through a temporary <a download>.
 */
export async function exportApplications(userId: string): Promise<string> {
  const res = await authorizedFetch(`/api/users/${encodeURIComponent(userId)}/applications/export`, {
    accept: 'text/csv',
  });
  const blob = await res.blob();
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? 'applications.csv';
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return fileName;
}

export function useExportApplications() {
  return useMutation({ mutationFn: exportApplications });
}
