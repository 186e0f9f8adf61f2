import { useMutation } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { toast } from '@/components/ui/use-toast';
import {
  downloadResumeDocx,
  downloadResumePdf,
  exportJsonResume,
  type PaperSize,
} from '@/features/resumes/api/download-resume';
import { useSaveResume } from '@/features/resumes/api/save-resume';
import type { DraftAction, DraftState } from '@/features/resumes/hooks/use-resume-draft';
import { getErrorMessage } from '@/lib/api-client';

/**
 * The resume builder's actions on its draft: save, and the downloads that
 * save first (PDF, Word, JSON Resume), with the one line that says why the
 * last of them failed.
 */
export function useResumeActions({
  draft,
  dispatch,
  dirty,
  userId,
  paper,
}: {
  draft: DraftState;
  dispatch: Dispatch<DraftAction>;
  dirty: boolean;
  userId: string;
  paper: PaperSize;
}) {
  const saver = useSaveResume();
  const { resumeId, template } = draft;

  /** Saves the draft; returns the resume id, or null when saving failed (saver.error says why). */
  const save = async (announce: boolean): Promise<string | null> => {
    const sent = draft;
    try {
      const { resume, created } = await saver.mutateAsync({
        id: resumeId,
        userId,
        content: sent.content,
        template: sent.template,
        conversationHistory: sent.history,
      });
      dispatch({ type: 'saved', resumeId: resume.id, draft: sent });
      if (announce) toast({ title: created ? 'Resume Created' : 'Resume Updated' });
      return resume.id;
    } catch (error) {
      // Seed 001 §8: a failed save shows no toast; the reason stays beside the actions.
      console.error('resume save failed', error);
      return null;
    }
  };

  /** The id of a saved resume matching the editor: saves first when needed. */
  const savedId = async (): Promise<string | null> => {
    if (resumeId && !dirty) return resumeId;
    return save(false);
  };

  const pdf = useMutation({
    mutationFn: async () => {
      const id = await savedId();
      if (id) await downloadResumePdf({ id, paper, template });
    },
    onError: (error) => console.error('pdf download failed', error),
  });
  const docx = useMutation({
    mutationFn: async () => {
      const id = await savedId();
      if (id) await downloadResumeDocx(id);
    },
    onError: (error) => console.error('docx download failed', error),
  });
  const jsonExport = useMutation({
    mutationFn: async () => {
      const id = await savedId();
      if (id) await exportJsonResume(id);
    },
    onError: (error) => console.error('json resume export failed', error),
  });

  // One line beside the actions: the reason the last action failed.
  const actionError = saver.error
    ? `Your resume was not saved: ${getErrorMessage(saver.error)}`
    : pdf.error
      ? `The PDF could not be made: ${getErrorMessage(pdf.error)}`
      : docx.error
        ? `The Word file could not be made: ${getErrorMessage(docx.error)}`
        : jsonExport.error
        ? `The JSON Resume could not be exported: ${getErrorMessage(jsonExport.error)}`
        : '';
  /** A new action starts without the last one's error. */
  const startAction = () => {
    saver.reset();
    pdf.reset();
    docx.reset();
    jsonExport.reset();
  };

  return { saver, save, pdf, docx, jsonExport, actionError, startAction };
}
