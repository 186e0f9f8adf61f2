import { describe, expect, it } from 'vitest';
import { draftReducer, initialDraftState, isDirty } from '@/features/resumes/hooks/use-resume-draft';
import { emptyResumeContent } from '@/features/resumes/lib/resume-content';

const saved = {
  id: 'r1',
  userId: 'u1',
  title: 'My Resume',
  content: { personalInfo: { name: 'Ada' }, skills: ['Go'] },
  conversationHistory: [],
  template: 'minimal',
  isDefault: true,
  createdAt: null,
  updatedAt: null,
};

describe('the resume draft', () => {
  it('starts from the saved resume, clean', () => {
    const state = initialDraftState(saved);
    expect(state.resumeId).toBe('r1');
    expect(state.template).toBe('minimal');
    expect(state.content.personalInfo.name).toBe('Ada');
    expect(isDirty(state)).toBe(false);
  });

  it('a new resume is clean until it has content', () => {
    const state = initialDraftState(null);
    expect(state.resumeId).toBeNull();
    expect(isDirty(state)).toBe(false);
    const typed = draftReducer(state, { type: 'content', content: (c) => ({ ...c, skills: ['SQL'] }) });
    expect(isDirty(typed)).toBe(true);
  });

  it('an import fills what it has and keeps the rest; a save makes it clean again', () => {
    let state = initialDraftState(saved);
    state = draftReducer(state, { type: 'import', content: { ...emptyResumeContent(), skills: ['Rust'] } });
    expect(state.content.personalInfo.name).toBe('Ada');
    expect(state.content.skills).toEqual(['Rust']);
    expect(isDirty(state)).toBe(true);
    state = draftReducer(state, { type: 'saved', resumeId: 'r1', draft: state });
    expect(isDirty(state)).toBe(false);
    expect(isDirty(draftReducer(state, { type: 'template', template: 'creative' }))).toBe(true);
  });
});
