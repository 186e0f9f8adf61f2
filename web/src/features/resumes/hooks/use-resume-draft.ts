import { useReducer } from 'react';
import { DEFAULT_RESUME_TEMPLATE, isResumeTemplateId, type ResumeTemplateId } from '@/config/resume-templates';
import type { Resume } from '@/features/resumes/api/get-user-resumes';
import { parseResumeContent } from '@/features/resumes/api/resume-content-schema';
import { normalizeHistory, type ChatMessage } from '@/features/resumes/lib/conversation';
import { isContentEmpty, mergeImported, type ResumeContent } from '@/features/resumes/lib/resume-content';

/** What the builder saves: the content, the template and the interview that built it. */
export interface Draft {
  content: ResumeContent;
  template: ResumeTemplateId;
  history: ChatMessage[];
}

export interface DraftState extends Draft {
  /** The saved resume this draft belongs to; null until the first save. */
  resumeId: string | null;
  /** The draft as last saved (JSON), or null when never saved. */
  savedSnapshot: string | null;
}

export type DraftAction =
  | { type: 'content'; content: ResumeContent | ((current: ResumeContent) => ResumeContent) }
  | { type: 'import'; content: ResumeContent }
  | { type: 'template'; template: ResumeTemplateId }
  | { type: 'history'; history: ChatMessage[] }
  | { type: 'saved'; resumeId: string; draft: Draft };

export const snapshot = (d: Draft) =>
  JSON.stringify({ content: d.content, template: d.template, history: d.history } satisfies Draft);

export function initialDraftState(resume: Resume | null): DraftState {
  const draft: Draft = {
    content: parseResumeContent(resume?.content),
    template: isResumeTemplateId(resume?.template) ? resume.template : DEFAULT_RESUME_TEMPLATE,
    history: normalizeHistory(resume?.conversationHistory),
  };
  return { ...draft, resumeId: resume?.id ?? null, savedSnapshot: resume ? snapshot(draft) : null };
}

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'content':
      return { ...state, content: typeof action.content === 'function' ? action.content(state.content) : action.content };
    case 'import':
      // What the import has replaces the editor's; what it lacks is kept.
      return { ...state, content: mergeImported(state.content, action.content) };
    case 'template':
      return { ...state, template: action.template };
    case 'history':
      return { ...state, history: action.history };
    case 'saved':
      return { ...state, resumeId: action.resumeId, savedSnapshot: snapshot(action.draft) };
  }
}

/**
 * Unsaved work: for a saved resume, anything that differs from the save; for
 * a new one, any content or a conversation beyond the first question.
 */
export function isDirty(state: DraftState): boolean {
  if (state.savedSnapshot === null) return !isContentEmpty(state.content) || state.history.length > 1;
  return snapshot(state) !== state.savedSnapshot;
}

/** The resume builder's draft in one reducer: content, template, conversation and what was saved. */
export function useResumeDraft(initial: Resume | null) {
  const [state, dispatch] = useReducer(draftReducer, initial, initialDraftState);
  return { state, dispatch, dirty: isDirty(state) };
}
