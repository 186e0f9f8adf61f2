import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeTemplateId } from '@/config/resume-templates';
import { resumeSchema, userResumesQueryKey, type Resume } from '@/features/resumes/api/get-user-resumes';
import type { ChatMessage } from '@/features/resumes/lib/conversation';
import { resumeTitle, type ResumeContent } from '@/features/resumes/lib/resume-content';
import { api } from '@/lib/api-client';
import { refreshServerEvents } from '@/lib/server-events';

/** The saved resume payload of seed 001 §3.2. */
export interface SaveResumeInput {
  /** Set to update that resume; absent to create one. */
  id?: string | null;
  userId: string;
  content: ResumeContent;
  template: ResumeTemplateId;
  conversationHistory: ChatMessage[];
}

export function saveResumeBody(input: SaveResumeInput) {
  return {
    userId: input.userId,
    title: resumeTitle(input.content),
    content: input.content,
    template: input.template,
    conversationHistory: input.conversationHistory,
  };
}

/** POST /api/resumes (201) for a new resume, PUT /api/resumes/{id} for a saved one. */
export async function saveResume(input: SaveResumeInput): Promise<{ resume: Resume; created: boolean }> {
  const body = saveResumeBody(input);
  if (input.id) {
    return { resume: resumeSchema.parse(await api.put(`/api/resumes/${encodeURIComponent(input.id)}`, body)), created: false };
  }
  return { resume: resumeSchema.parse(await api.post('/api/resumes', body)), created: true };
}

export function useSaveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResume,
    onSuccess: (_data, input) => {
      refreshServerEvents(queryClient);
      return queryClient.invalidateQueries({ queryKey: userResumesQueryKey(input.userId) });
    },
  });
}
