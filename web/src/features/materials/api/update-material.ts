import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { materialsQueryKey } from '@/features/materials/api/get-materials';
import { readGenerated } from '@/features/materials/api/generate';
import type { MaterialKind } from '@/features/materials/api/schemas';

function useInvalidate(userId: string, kind: MaterialKind) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: materialsQueryKey(userId, kind) });
}

/** PUT /api/{kind}/{id}: rename (title) or edit the text (content). */
export function useEditMaterial(userId: string, kind: MaterialKind) {
  const onSuccess = useInvalidate(userId, kind);
  return useMutation({
    mutationFn: (input: { id: string; title?: string; content?: string }) =>
      api.put(`/api/${kind}/${encodeURIComponent(input.id)}`, { title: input.title, content: input.content }),
    onSuccess,
  });
}

/** POST /api/{kind}/{id}/regenerate with another tone, template or theme. */
export function useRegenerateMaterial(userId: string, kind: MaterialKind) {
  const onSuccess = useInvalidate(userId, kind);
  return useMutation({
    mutationFn: async (input: { id: string; tone?: string; template?: string; theme?: string }) =>
      readGenerated(
        kind,
        await api.post(`/api/${kind}/${encodeURIComponent(input.id)}/regenerate`, {
          tone: input.tone,
          template: input.template,
          theme: input.theme,
        }),
      ),
    onSuccess,
  });
}

/** DELETE /api/{kind}/{id}. */
export function useDeleteMaterial(userId: string, kind: MaterialKind) {
  const onSuccess = useInvalidate(userId, kind);
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/${kind}/${encodeURIComponent(id)}`),
    onSuccess,
  });
}
