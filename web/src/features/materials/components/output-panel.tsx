import { Copy, Download, Info, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import type { Generated } from '@/features/materials/api/schemas';
import { copyToClipboard } from '@/lib/clipboard';
import { cn } from '@/lib/utils';

/** Seed 001 §8: a response without text shows this. */
export const CONTENT_UNAVAILABLE = 'Generated content unavailable';

/** Copies text and says so with the seed's toast: 'Copied!' / '{item} copied to clipboard.' */
export async function copyWithToast(text: string, item: string) {
  if (await copyToClipboard(text)) toast({ title: 'Copied!', description: `${item} copied to clipboard.` });
  else toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the text and copy it by hand.' });
}

interface OutputPanelProps {
  title: string;
  /** Shown before anything is generated. */
  placeholder: string;
  /** The item name of the copy toast ('Cover letter'). */
  item: string;
  /** Where the item is saved ('Saved Cover Letters'). */
  savedIn: string;
  result: Generated | null;
  onDownload?: (format: 'pdf' | 'docx') => void;
  downloading?: boolean;
}

/** The generated-output panel (seed 001 §2.9, §4): placeholder, text, Copy. */
export function OutputPanel({ title, placeholder, item, savedIn, result, onDownload, downloading }: OutputPanelProps) {
  const text = result?.text ?? '';
  const over = result?.wordLimit !== undefined && result.wordCount > result.wordLimit;
  return (
    <Card className="flex min-w-0 flex-col" data-testid="output-panel">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-base">{title}</CardTitle>
        <div className="flex gap-2">
          {onDownload && (
            <>
              <Button variant="outline" size="sm" disabled={!text || downloading} onClick={() => onDownload('pdf')}>
                <Download aria-hidden="true" />
                PDF
              </Button>
              <Button variant="outline" size="sm" disabled={!text || downloading} onClick={() => onDownload('docx')}>
                <Download aria-hidden="true" />
                Word
              </Button>
            </>
          )}
          <Button variant="outline" size="sm" disabled={!text} onClick={() => void copyWithToast(text, item)}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {result === null ? (
          <div className="flex min-h-64 flex-1 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-200 bg-slate-50/60 p-6 text-center text-sm text-muted-foreground">
            <Sparkles className="size-6 text-slate-300" aria-hidden="true" />
            <p>{placeholder}</p>
          </div>
        ) : text === '' ? (
          <p className="rounded-xl border border-dashed border-slate-200 p-6 text-center text-sm text-muted-foreground">
            {CONTENT_UNAVAILABLE}
          </p>
        ) : (
          <>
            <div
              data-testid="generated-text"
              className="max-h-[36rem] overflow-y-auto whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-4 text-sm leading-relaxed text-slate-800"
            >
              {text}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
              <span data-testid="word-count" className={cn(over && 'font-semibold text-destructive')}>
                {result.wordLimit !== undefined
                  ? `${result.wordCount} / ${result.wordLimit} words`
                  : `${result.wordCount} words`}
              </span>
              {result.saved && <span>Saved automatically to {savedIn}.</span>}
            </div>
            {result.matchedSkills.length > 0 && (
              <p className="text-xs text-muted-foreground">
                Skills of yours that the job asks for: {result.matchedSkills.join(', ')}
              </p>
            )}
            {result.notes.map((note) => (
              <p key={note} className="flex gap-2 rounded-lg bg-amber-50 p-3 text-xs text-amber-900" role="note">
                <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                {note}
              </p>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
