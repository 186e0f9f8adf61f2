import { EyeOff, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The Extracted Resume Content card (seed 001 §2.5): shown after an upload, can be hidden. */
export function ExtractedTextCard({ text, fileName, onHide }: { text: string; fileName: string; onHide: () => void }) {
  return (
    <Card className="p-4 sm:p-6" data-testid="extracted-content">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <FileText aria-hidden="true" className="size-5 text-brand-600" />
            Extracted Resume Content
          </h2>
          <p className="mt-1 truncate text-sm text-muted-foreground">The text we read from {fileName}.</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onHide}>
          <EyeOff aria-hidden="true" />
          Hide
        </Button>
      </div>
      <pre
        // A scrolling region is focusable so that keyboard users can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label="Extracted text"
        className="mt-4 max-h-72 overflow-auto rounded-xl bg-slate-50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-700"
      >
        {text.trim() || 'No text could be read from this file.'}
      </pre>
    </Card>
  );
}
