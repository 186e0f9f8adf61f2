import { CheckCircle2, CircleDot, Eye, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import {
  DEFAULT_RESUME_TEMPLATE,
  isResumeTemplateId,
  resumeTemplate,
  type ResumeTemplateId,
} from '@/config/resume-templates';
import {
  downloadResumePdf,
  exportJsonResume,
  type PaperSize,
} from '@/features/resumes/api/download-resume';
import { useUserResumes, type Resume } from '@/features/resumes/api/get-user-resumes';
import { useImportJsonResume } from '@/features/resumes/api/import-json-resume';
import { useOptimizeResume, type OptimizedResume } from '@/features/resumes/api/optimize-resume';
import { parseResumeContent } from '@/features/resumes/api/resume-content-schema';
import { useSaveResume } from '@/features/resumes/api/save-resume';
import { ActionsCard, defaultPaperSize } from '@/features/resumes/components/actions-card';
import { ExtractedTextCard } from '@/features/resumes/components/extracted-text-card';
import { InterviewChat } from '@/features/resumes/components/interview-chat';
import { OptimizeDialog } from '@/features/resumes/components/optimize-dialog';
import { ResumeEditor, type EditorTab } from '@/features/resumes/components/resume-editor';
import { ResumePreview } from '@/features/resumes/components/resume-preview';
import { TemplatePicker } from '@/features/resumes/components/template-picker';
import { UploadCard } from '@/features/resumes/components/upload-card';
import { normalizeHistory, type ChatMessage } from '@/features/resumes/lib/conversation';
import {
  diffContent,
  isContentEmpty,
  mergeImported,
  type ResumeContent,
} from '@/features/resumes/lib/resume-content';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/api-client';

/** The AI Resume Builder at /resume (seed 001 §2.5): loads the default resume, if any, once. */
export function ResumeBuilder({ userId }: { userId: string }) {
  useDocumentTitle('AI Resume Builder');
  const resumes = useUserResumes(userId);

  if (resumes.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-6" label="Loading your resume" />
      </div>
    );
  }
  if (resumes.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card className="p-8 text-center" role="alert">
          <p className="font-medium text-slate-900">We couldn&apos;t load your resume.</p>
          <p className="mt-1 text-sm text-muted-foreground">{getErrorMessage(resumes.error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void resumes.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      </div>
    );
  }
  const initial = resumes.data.find((r) => r.isDefault) ?? resumes.data[0] ?? null;
  return <ResumeWorkspace userId={userId} initial={initial} />;
}

interface Draft {
  content: ResumeContent;
  template: ResumeTemplateId;
  history: ChatMessage[];
}

const snapshot = (d: Draft) => JSON.stringify(d);

function initialDraft(resume: Resume | null): Draft {
  return {
    content: parseResumeContent(resume?.content),
    template: isResumeTemplateId(resume?.template) ? resume.template : DEFAULT_RESUME_TEMPLATE,
    history: normalizeHistory(resume?.conversationHistory),
  };
}

function ResumeWorkspace({ userId, initial }: { userId: string; initial: Resume | null }) {
  const [start] = useState(() => initialDraft(initial));
  const [resumeId, setResumeId] = useState<string | null>(initial?.id ?? null);
  const [content, setContent] = useState(start.content);
  const [template, setTemplate] = useState(start.template);
  const [history, setHistory] = useState(start.history);
  const [savedSnapshot, setSavedSnapshot] = useState<string | null>(initial ? snapshot(start) : null);
  const [tab, setTab] = useState<EditorTab>('personal');
  const [extracted, setExtracted] = useState<{ text: string; fileName: string } | null>(null);
  const [extractedHidden, setExtractedHidden] = useState(false);
  const [targetRole, setTargetRole] = useState('Software Engineer');
  const [optimized, setOptimized] = useState<(OptimizedResume & { role: string }) | null>(null);
  const [paper, setPaper] = useState<PaperSize>(() =>
    defaultPaperSize(typeof navigator === 'undefined' ? undefined : navigator.language),
  );
  const [busy, setBusy] = useState<'download' | 'export' | null>(null);
  const [actionError, setActionError] = useState('');

  const saver = useSaveResume();
  const optimizer = useOptimizeResume();
  const jsonImporter = useImportJsonResume();

  const draft: Draft = { content, template, history };
  const current = snapshot(draft);
  const dirty = savedSnapshot === null ? !isContentEmpty(content) || history.length > 1 : current !== savedSnapshot;
  const tmpl = resumeTemplate(template);

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  /** Saves the draft; returns the resume id, or null when saving failed. */
  const save = async (announce: boolean): Promise<string | null> => {
    setActionError('');
    const sent = draft;
    try {
      const { resume, created } = await saver.mutateAsync({
        id: resumeId,
        userId,
        content: sent.content,
        template: sent.template,
        conversationHistory: sent.history,
      });
      setResumeId(resume.id);
      setSavedSnapshot(snapshot(sent));
      if (announce) toast({ title: created ? 'Resume Created' : 'Resume Updated' });
      return resume.id;
    } catch (error) {
      // Seed 001 §8: a failed save shows no toast; the reason stays beside the actions.
      console.error('resume save failed', error);
      setActionError(`Your resume was not saved: ${getErrorMessage(error)}`);
      return null;
    }
  };

  /** The id of a saved resume matching the editor: saves first when needed. */
  const savedId = async (): Promise<string | null> => {
    if (resumeId && !dirty) return resumeId;
    return save(false);
  };

  const onDownload = async () => {
    setBusy('download');
    try {
      const id = await savedId();
      if (!id) return;
      await downloadResumePdf({ id, paper, template });
    } catch (error) {
      console.error('pdf download failed', error);
      setActionError(`The PDF could not be made: ${getErrorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const onExportJson = async () => {
    setBusy('export');
    try {
      const id = await savedId();
      if (!id) return;
      await exportJsonResume(id);
    } catch (error) {
      console.error('json resume export failed', error);
      setActionError(`The JSON Resume could not be exported: ${getErrorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const onImportJson = async (file: File) => {
    setActionError('');
    try {
      const imported = await jsonImporter.mutateAsync(file);
      setContent((c) => mergeImported(c, imported));
      setTab('personal');
      toast({ title: 'JSON Resume Imported', description: 'Review the editor, then save your resume.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Import Failed', description: getErrorMessage(error) });
    }
  };

  const onOptimize = async () => {
    const role = targetRole.trim() || 'Software Engineer';
    try {
      const result = await optimizer.mutateAsync({ resumeContent: content, targetRole: role });
      setOptimized({ ...result, role });
    } catch (error) {
      // Seed 001 §8: a failed optimisation shows nothing.
      console.error('resume optimisation failed', error);
    }
  };

  const optimizeChanges = useMemo(
    () => (optimized ? diffContent(content, optimized.content) : []),
    [optimized, content],
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">AI Resume Builder</h1>
          <p className="mt-1 text-muted-foreground">
            Upload, import or talk it through with AI, then polish, pick a template and download.
          </p>
        </div>
        <SaveState dirty={dirty} saved={resumeId !== null} saving={saver.isPending} />
      </header>

      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <UploadCard
            userId={userId}
            onResumeUploaded={(result, fileName) => {
              setContent((c) => mergeImported(c, result.content));
              setExtracted({ text: result.extractedText, fileName });
              setExtractedHidden(false);
              setTab('personal');
            }}
            onLinkedInImported={(result) => {
              setContent((c) => mergeImported(c, result.content));
              setTab('personal');
            }}
          />
          {extracted && !extractedHidden && (
            <ExtractedTextCard text={extracted.text} fileName={extracted.fileName} onHide={() => setExtractedHidden(true)} />
          )}
          {extracted && extractedHidden && (
            <Button variant="ghost" size="sm" className="-mt-3 justify-self-start" onClick={() => setExtractedHidden(false)}>
              <Eye aria-hidden="true" />
              Show extracted text
            </Button>
          )}
          <InterviewChat history={history} onHistoryChange={setHistory} content={content} onContentChange={setContent} />
          <TemplatePicker value={template} onChange={setTemplate} />
          <ActionsCard
            onSave={() => void save(true)}
            saving={saver.isPending && busy === null}
            targetRole={targetRole}
            onTargetRoleChange={setTargetRole}
            onOptimize={() => void onOptimize()}
            optimizing={optimizer.isPending}
            paper={paper}
            onPaperChange={setPaper}
            onDownload={() => void onDownload()}
            downloading={busy === 'download'}
            canDownload={!isContentEmpty(content)}
            onExportJson={() => void onExportJson()}
            exporting={busy === 'export'}
            onImportJson={(file) => void onImportJson(file)}
            importing={jsonImporter.isPending}
            error={actionError}
          />
        </div>

        <div className="grid min-w-0 grid-cols-1 gap-6">
          <ResumeEditor content={content} onChange={setContent} template={tmpl} tab={tab} onTabChange={setTab} />
          <section aria-labelledby="preview-heading">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
                Live Preview
              </h2>
              <p className="text-xs text-muted-foreground">How your PDF will look</p>
            </div>
            <ResumePreview content={content} template={tmpl} />
          </section>
        </div>
      </div>

      <OptimizeDialog
        open={optimized !== null}
        targetRole={optimized?.role ?? ''}
        notes={optimized?.changes ?? []}
        changes={optimizeChanges}
        onDiscard={() => setOptimized(null)}
        onKeep={() => {
          if (optimized) setContent(optimized.content);
          setOptimized(null);
          toast({ title: 'Resume Optimized', description: `Your resume is tuned for ${optimized?.role ?? 'the role'}.` });
        }}
      />
    </div>
  );
}

function SaveState({ dirty, saved, saving }: { dirty: boolean; saved: boolean; saving: boolean }) {
  let text = 'Not saved yet';
  let icon = <CircleDot aria-hidden="true" className="size-4 text-slate-400" />;
  if (saving) {
    text = 'Saving...';
    icon = <Spinner className="size-4" label="Saving" />;
  } else if (dirty) {
    text = 'Unsaved changes';
    icon = <CircleDot aria-hidden="true" className="size-4 text-amber-500" />;
  } else if (saved) {
    text = 'All changes saved';
    icon = <CheckCircle2 aria-hidden="true" className="size-4 text-green-600" />;
  }
  return (
    <p
      className="inline-flex items-center gap-1.5 self-start rounded-full border border-border bg-white px-3 py-1 text-sm text-slate-600 shadow-soft sm:self-auto"
      data-testid="save-state"
      aria-live="polite"
    >
      {icon}
      {text}
    </p>
  );
}
