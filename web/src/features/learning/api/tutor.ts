import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { learningKeys } from '@/features/learning/api/keys';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

export const tutorReplySchema = z.object({
  id: z.string(),
  question: z.string(),
  context: z._default(z.optional(z.string()), ''),
  response: z.string(),
  recommendations: z.array(z.string()),
  sources: z._default(z.optional(z.array(
      z.object({
        moduleId: z.string(),
        moduleTitle: z.string(),
        pathId: z.string(),
        pathTitle: z.string(),
        quote: z.string(),
        url: z.string(),
      }),
    )), []),
  suggestedModules: z._default(z.optional(z.array(z.object({ id: z.string(), title: z.string() }))), []),
  followUpQuestions: z._default(z.optional(z.array(z.string())), []),
  grounded: z._default(z.optional(z.boolean()), false),
  helpful: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? null)),
  createdAt: z._default(z.optional(z.string()), ''),
});
export type TutorReply = z.infer<typeof tutorReplySchema>;

export async function askTutor(input: { question: string; context: string }): Promise<TutorReply> {
  return tutorReplySchema.parse(await api.post('/api/learning/tutor', input));
}

export function useAskTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askTutor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.tutor }),
  });
}

export async function getTutorSessions(): Promise<TutorReply[]> {
  return z.array(tutorReplySchema).parse(await api.get('/api/learning/tutor'));
}

export function useTutorSessions() {
  return useQuery({ queryKey: learningKeys.tutor, queryFn: getTutorSessions });
}

export async function rateTutorSession(input: { id: string; helpful: boolean }): Promise<TutorReply> {
  return tutorReplySchema.parse(
    await api.patch(`/api/learning/tutor/${encodeURIComponent(input.id)}`, { helpful: input.helpful }),
  );
}

export function useRateTutorSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateTutorSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.tutor }),
  });
}
