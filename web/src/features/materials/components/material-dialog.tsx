import { Copy, Download, History, Loader2, RefreshCw, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useDownloadCoverLetter } from '@/features/materials/api/download-cover-letter';
import {
  useApplicationResponses,
  useCoverLetters,
  usePortfolioSummaries,
} from '@/features/materials/api/get-materials';
import type { MaterialKind } from '@/features/materials/api/schemas';
import { useDeleteMaterial, useEditMaterial, useRegenerateMaterial } from '@/features/materials/api/update-material';
import { AreaField, OptionField, TextField } from '@/features/materials/components/fields';
import { copyWithToast } from '@/features/materials/components/output-panel';
import { countWords } from '@/features/materials/lib/form-values';
import { coverLetterTemplates, portfolioThemes, tones } from '@/features/materials/lib/options';
import { getErrorMessage } from '@/lib/api-client';

/** A saved item in the one shape the dialog edits. */
interface View {
  id: string;
  title: string;
  text: string;
  tone: string;
  template: string;
  theme: string;
  wordLimit: number;
  history: { content: string; createdAt?: string | null }[];
}

const names: Record<MaterialKind, { item: string; titleLabel: string }> = {
  'cover-letters': { item: 'Cover letter', titleLabel: 'Title' },
  'application-responses': { item: 'Response', titleLabel: 'Question' },
  'portfolio-summaries': { item: 'Portfolio summary', titleLabel: 'Title' },
};

function useView(userId: string, kind: MaterialKind, id: string | null): View | null {
  const letters = useCoverLetters(userId);
  const responses = useApplicationResponses(userId);
  const summaries = usePortfolioSummaries(userId);
  if (!id) return null;
  if (kind === 'cover-letters') {
    const l = letters.data?.find((x) => x.id === id);
    return l ? { id, title: l.title, text: l.content, tone: l.tone, template: l.template, theme: '', wordLimit: 0, history: l.iterationHistory } : null;
  }
  if (kind === 'application-responses') {
    const r = responses.data?.find((x) => x.id === id);
    const tone = tones.find((t) => t === r?.toneGuidance) ?? 'professional';
    return r ? { id, title: r.question, text: r.response, tone, template: '', theme: '', wordLimit: r.wordLimit, history: r.iterationHistory } : null;
  }
  const s = summaries.data?.find((x) => x.id === id);
  return s ? { id, title: s.title, text: s.generatedSummary, tone: '', template: '', theme: s.theme, wordLimit: 0, history: s.iterationHistory } : null;
}

/** Open a saved item: read, edit, rename, regenerate, copy, download, delete. */
export function MaterialDialog({
  userId,
  kind,
  id,
  onClose,
}: {
  userId: string;
  kind: MaterialKind;
  id: string | null;
  onClose: () => void;
}) {
  const view = useView(userId, kind, id);
  const edit = useEditMaterial(userId, kind);
  const regenerate = useRegenerateMaterial(userId, kind);
  const remove = useDeleteMaterial(userId, kind);
  const download = useDownloadCoverLetter();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [tone, setTone] = useState('professional');
  const [template, setTemplate] = useState('standard');
  const [theme, setTheme] = useState('modern');
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { item, titleLabel } = names[kind];

  // Reset the fields when another item, or a new version of it, is shown
  // (state adjusted while rendering, as React recommends over an effect).
  const [shown, setShown] = useState<string | null>(null);
  const version = view ? `${view.id}\n${view.title}\n${view.text}` : null;
  if (view && version !== shown) {
    setShown(version);
    setTitle(view.title);
    setText(view.text);
    if (view.tone) setTone(view.tone);
    if (view.template) setTemplate(view.template);
    if (view.theme) setTheme(view.theme);
    setErrors({});
  }

  const busy = edit.isPending || regenerate.isPending || remove.isPending;
  const words = countWords(text);

  const save = async () => {
    try {
      await edit.mutateAsync({ id: view!.id, title, content: text });
      setErrors({});
      toast({ title: 'Saved', description: `${item} updated.` });
    } catch (error) {
      const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      if (Object.keys(fields).length) setErrors(fields);
      else toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    }
  };

  const redo = async () => {
    try {
      const out = await regenerate.mutateAsync(
        kind === 'cover-letters'
          ? { id: view!.id, tone, template }
          : kind === 'application-responses'
            ? { id: view!.id, tone }
            : { id: view!.id, theme },
      );
      setText(out.text);
      const generated = { 'cover-letters': 'Cover Letter Generated', 'application-responses': 'Response Generated', 'portfolio-summaries': 'Portfolio Summary Generated' }[kind];
      toast({ title: generated, description: out.notes[0] ?? 'The earlier version is kept under Earlier versions.' });
    } catch {
      toast({ variant: 'destructive', title: 'Generation Failed', description: `Failed to generate ${item.toLowerCase()}. Please try again.` });
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(view!.id);
      toast({ title: 'Deleted', description: `${item} deleted.` });
      setConfirming(false);
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    }
  };

  return (
    <Dialog open={id !== null && view !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pr-6">{view?.title ?? item}</DialogTitle>
          <DialogDescription>Edit, rename or regenerate; every earlier version is kept.</DialogDescription>
        </DialogHeader>
        {view && (
          <div className="grid min-w-0 gap-4">
            <TextField id="md-title" label={titleLabel} value={title} onChange={setTitle} error={errors.title} />
            <AreaField
              id="md-text"
              label="Text"
              rows={12}
              value={text}
              onChange={setText}
              error={errors.content}
              hint={view.wordLimit ? `${words} / ${view.wordLimit} words` : `${words} words`}
            />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void save()} disabled={busy}>
                {edit.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
                Save changes
              </Button>
              <Button variant="outline" onClick={() => void copyWithToast(text, item)}>
                <Copy aria-hidden="true" />
                Copy
              </Button>
              {kind === 'cover-letters' &&
                (['pdf', 'docx'] as const).map((format) => (
                  <Button
                    key={format}
                    variant="outline"
                    disabled={download.isPending}
                    onClick={() =>
                      download.mutate(
                        { id: view.id, format },
                        {
                          onError: (error) =>
                            toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) }),
                        },
                      )
                    }
                  >
                    <Download aria-hidden="true" />
                    {format === 'pdf' ? 'Download PDF' : 'Download Word'}
                  </Button>
                ))}
              <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)} disabled={busy}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
            <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">Regenerate</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {kind !== 'portfolio-summaries' && <OptionField id="md-tone" label="Tone" value={tone} options={tones} onChange={setTone} />}
                {kind === 'cover-letters' && (
                  <OptionField id="md-template" label="Template" value={template} options={coverLetterTemplates} onChange={setTemplate} />
                )}
                {kind === 'portfolio-summaries' && (
                  <OptionField id="md-theme" label="Theme" value={theme} options={portfolioThemes} onChange={setTheme} />
                )}
              </div>
              <Button variant="secondary" className="justify-self-start" onClick={() => void redo()} disabled={busy}>
                {regenerate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
                Regenerate
              </Button>
            </fieldset>
            {view.history.length > 0 && (
              <details className="rounded-xl border border-slate-200 p-4">
                <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-900">
                  <History className="size-4" aria-hidden="true" />
                  Earlier versions ({view.history.length})
                </summary>
                <ol className="mt-3 grid gap-3">
                  {[...view.history].reverse().map((v, i) => (
                    <li key={`${v.createdAt ?? ''}-${i}`} className="rounded-lg bg-slate-50 p-3">
                      <p className="line-clamp-4 whitespace-pre-wrap text-xs text-slate-700">{v.content}</p>
                      <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setText(v.content)}>
                        Use this version
                      </Button>
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </div>
        )}
        <AlertDialog open={confirming} onOpenChange={setConfirming}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete this {item.toLowerCase()}?</AlertDialogTitle>
              <AlertDialogDescription>It and its earlier versions are removed for good.</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => void onDelete()}>Delete</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </DialogContent>
    </Dialog>
  );
}
