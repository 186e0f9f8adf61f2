import { Eye, RefreshCw } from 'lucide-react';
import { toastIfPlanLimit } from '@/components/upgrade-toast';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { resumeTemplate } from '@/config/resume-templates';
import type { PaperSize } from '@/features/resumes/api/download-resume';
import { useUserResumes, type Resume } from '@/features/resumes/api/get-user-resumes';
import { useImportJsonResume } from '@/features/resumes/api/import-json-resume';
import { useOptimizeResume, type OptimizedResume } from '@/features/resumes/api/optimize-resume';
import { noPosting, type Posting } from '@/features/resumes/components/posting-fields';
import { applySuggestions } from '@/features/resumes/lib/apply-suggestions';
import { useUser } from '@/lib/user';
import { ActionsCard, defaultPaperSize } from '@/features/resumes/components/actions-card';
import { ExtractedTextCard } from '@/features/resumes/components/extracted-text-card';
import { InterviewChat } from '@/features/resumes/components/interview-chat';
import { ResumeEditor, type EditorTab } from '@/features/resumes/components/resume-editor';
import { ResumePreview } from '@/features/resumes/components/resume-preview';
import { SaveState } from '@/features/resumes/components/save-state';
import { TemplatePicker } from '@/features/resumes/components/template-picker';
import { UploadCard } from '@/features/resumes/components/upload-card';
import { UnconfirmedState } from '@/features/resumes/components/upload-checks/unconfirmed-state';
import { UploadChecksNotice } from '@/features/resumes/components/upload-checks/upload-checks-notice';
import { useResumeActions } from '@/features/resumes/hooks/use-resume-actions';
import { useResumeDraft } from '@/features/resumes/hooks/use-resume-draft';
import { UploadChecksContext, useUploadChecks } from '@/features/resumes/hooks/use-upload-checks';
import { diffContent, isContentEmpty, mergeImported, type ResumeContent } from '@/features/resumes/lib/resume-content';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useShownAfterFirstTask } from '@/hooks/use-progressive-count';
import { prefetch } from '@/lib/prefetch';
import { getErrorMessage } from '@/lib/api-client';

// The AI suggestions dialog (a Radix dialog) is fetched while the AI works
// on the first optimisation, not with the page (issue 20).
const loadOptimizeDialog = () => import('@/features/resumes/components/optimize-dialog');
const OptimizeDialog = lazy(() => loadOptimizeDialog().then((m) => ({ default: m.OptimizeDialog })));

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

function ResumeWorkspace({ userId, initial }: { userId: string; initial: Resume | null }) {
  const { state: draft, dispatch, dirty } = useResumeDraft(initial);
  // The editor and preview (below the fold on a phone) come a browser task
  // after the rest (useShownAfterFirstTask).
  const editorShown = useShownAfterFirstTask();
  const { content, template, history, resumeId } = draft;
  const [tab, setTab] = useState<EditorTab>('personal');
  const [extracted, setExtracted] = useState<{ text: string; fileName: string; hidden: boolean } | null>(null);
  // The target role starts as the profile's title (the server falls back
  // to it, then to the chosen job's title, when the box is empty).
  const user = useUser();
  const [targetRole, setTargetRole] = useState<string | null>(null);
  const role = targetRole ?? user.data?.currentTitle ?? '';
  const [posting, setPosting] = useState<Posting>(noPosting);
  const [optimized, setOptimized] = useState<(OptimizedResume & { role: string }) | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [paper, setPaper] = useState<PaperSize>(() =>
    defaultPaperSize(typeof navigator === 'undefined' ? undefined : navigator.language),
  );

  const optimizer = useOptimizeResume();
  const optimizeWanted = useOpenedOnce(optimized !== null);
  const jsonImporter = useImportJsonResume();
  const tmpl = resumeTemplate(template);
  const checks = useUploadChecks(content, userId);
  const setContent = (next: ResumeContent | ((c: ResumeContent) => ResumeContent)) =>
    dispatch({ type: 'content', content: next });

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const { saver, save, pdf, docx, jsonExport, actionError, startAction } = useResumeActions({
    draft,
    dispatch,
    dirty,
    userId,
    paper,
  });

  const onImportJson = async (file: File) => {
    startAction();
    try {
      const imported = await jsonImporter.mutateAsync(file);
      dispatch({ type: 'import', content: imported });
      checks.clear();
      setTab('personal');
      toast({ title: 'JSON Resume Imported', description: 'Review the editor, then save your resume.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Import Failed', description: getErrorMessage(error) });
    }
  };

  const onOptimize = async () => {
    prefetch(loadOptimizeDialog);
    const description = posting.description.trim();
    try {
      const result = await optimizer.mutateAsync({
        resumeContent: content,
        targetRole: role.trim(),
        ...(description ? { jobDescription: description } : posting.jobId ? { jobId: posting.jobId } : {}),
      });
      setChosen(new Set(result.fit?.suggestions.map((x) => x.id) ?? []));
      setOptimized({ ...result, role: result.fit?.targetRole || role.trim() });
    } catch (error) {
      // Seed 001 §8: a failed optimisation shows nothing; a plan's monthly
      // limit is not a failure, and says how to lift it.
      if (toastIfPlanLimit(error)) return;
      console.error('resume optimisation failed', error);
    }
  };

  const optimizeChanges = useMemo(
    () => (optimized ? diffContent(content, optimized.content) : []),
    [optimized, content],
  );

  const page = (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">AI Resume Builder</h1>
          <p className="mt-1 text-muted-foreground">
            Upload, import or talk it through with AI, then polish, pick a template and download.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <UnconfirmedState />
          <SaveState dirty={dirty} saved={resumeId !== null} saving={saver.isPending} />
        </div>
      </header>

      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <UploadCard
            userId={userId}
            onResumeUploaded={(result, fileName) => {
              dispatch({ type: 'import', content: result.content });
              checks.start(result.checks, result.content, mergeImported(content, result.content));
              setExtracted({ text: result.extractedText, fileName, hidden: false });
              setTab('personal');
            }}
            onLinkedInImported={(result) => {
              dispatch({ type: 'import', content: result.content });
              checks.clear();
              setTab('personal');
            }}
          />
          <UploadChecksNotice onOpen={setTab} />
          {extracted && !extracted.hidden && (
            <ExtractedTextCard
              text={extracted.text}
              fileName={extracted.fileName}
              onHide={() => setExtracted({ ...extracted, hidden: true })}
            />
          )}
          {extracted?.hidden && (
            <Button
              variant="ghost"
              size="sm"
              className="-mt-3 justify-self-start"
              onClick={() => setExtracted({ ...extracted, hidden: false })}
            >
              <Eye aria-hidden="true" />
              Show extracted text
            </Button>
          )}
          <InterviewChat
            history={history}
            onHistoryChange={(next) => dispatch({ type: 'history', history: next })}
            content={content}
            onContentChange={setContent}
          />
          <TemplatePicker value={template} onChange={(next) => dispatch({ type: 'template', template: next })} />
          <ActionsCard
            onSave={() => {
              startAction();
              void save(true);
            }}
            saving={saver.isPending && !pdf.isPending && !docx.isPending && !jsonExport.isPending}
            targetRole={role}
            onTargetRoleChange={setTargetRole}
            userId={userId}
            posting={posting}
            onPostingChange={setPosting}
            onOptimize={() => void onOptimize()}
            optimizing={optimizer.isPending}
            paper={paper}
            onPaperChange={setPaper}
            onDownload={() => {
              startAction();
              pdf.mutate();
            }}
            downloading={pdf.isPending}
            onDownloadDocx={() => {
              startAction();
              docx.mutate();
            }}
            downloadingDocx={docx.isPending}
            canDownload={!isContentEmpty(content)}
            onExportJson={() => {
              startAction();
              jsonExport.mutate();
            }}
            exporting={jsonExport.isPending}
            onImportJson={(file) => void onImportJson(file)}
            importing={jsonImporter.isPending}
            error={actionError}
          />
        </div>

        {editorShown && (
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
        )}
      </div>

      {optimizeWanted && (
        <Suspense fallback={null}>
          <OptimizeDialog
            open={optimized !== null}
            targetRole={optimized?.role ?? ''}
            notes={optimized?.changes ?? []}
            changes={optimizeChanges}
            fit={optimized?.fit ?? null}
            chosen={chosen}
            onToggle={(id) =>
              setChosen((prev) => {
                const next = new Set(prev);
                if (!next.delete(id)) next.add(id);
                return next;
              })
            }
            onDiscard={() => setOptimized(null)}
            onKeep={() => {
              if (optimized?.fit) setContent((c) => applySuggestions(c, optimized.fit?.suggestions ?? [], chosen));
              else if (optimized) setContent(optimized.content);
              setOptimized(null);
              toast({ title: 'Resume Optimized', description: `Your resume is tuned for ${optimized?.role ?? 'the role'}.` });
            }}
          />
        </Suspense>
      )}
    </div>
  );
  return <UploadChecksContext value={checks.value}>{page}</UploadChecksContext>;
}
