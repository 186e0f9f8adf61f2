import { Download, FileDown, FileJson, FileText, FileUp, Loader2, Save, Sparkles, TriangleAlert } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { PaperSize } from '@/features/resumes/api/download-resume';
import { PostingFields, type Posting } from '@/features/resumes/components/posting-fields';

export const paperSizes: { id: PaperSize; label: string }[] = [
  { id: 'a4', label: 'A4' },
  { id: 'letter', label: 'US Letter' },
];

/** US Letter where it is the norm (the US and Canada), A4 elsewhere. */
export function defaultPaperSize(language: string | undefined): PaperSize {
  return /^en-(US|CA)$/i.test(language ?? '') || /-(US|CA|MX|PH)$/i.test(language ?? '') ? 'letter' : 'a4';
}

/** The Actions card (seed 001 §2.5): Save Resume, AI Optimize, Download PDF, and JSON Resume import/export. */
export function ActionsCard({
  onSave,
  saving,
  targetRole,
  onTargetRoleChange,
  userId,
  posting,
  onPostingChange,
  onOptimize,
  optimizing,
  paper,
  onPaperChange,
  onDownload,
  downloading,
  onDownloadDocx,
  downloadingDocx,
  canDownload,
  onExportJson,
  exporting,
  onImportJson,
  importing,
  error,
}: {
  onSave: () => void;
  saving: boolean;
  targetRole: string;
  onTargetRoleChange: (value: string) => void;
  userId: string;
  posting: Posting;
  onPostingChange: (p: Posting) => void;
  onOptimize: () => void;
  optimizing: boolean;
  paper: PaperSize;
  onPaperChange: (paper: PaperSize) => void;
  onDownload: () => void;
  downloading: boolean;
  onDownloadDocx: () => void;
  downloadingDocx: boolean;
  canDownload: boolean;
  onExportJson: () => void;
  exporting: boolean;
  onImportJson: (file: File) => void;
  importing: boolean;
  error: string;
}) {
  const roleId = useId();
  const paperId = useId();
  const jsonInput = useRef<HTMLInputElement>(null);
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Actions</h2>
      <div className="mt-4 grid grid-cols-1 gap-4">
        <Button onClick={onSave} disabled={saving}>
          {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {saving ? 'Saving...' : 'Save Resume'}
        </Button>

        <div className="grid gap-2 rounded-xl border border-border p-3">
          <Label htmlFor={roleId}>Target role</Label>
          <Input
            id={roleId}
            value={targetRole}
            maxLength={100}
            onChange={(e) => onTargetRoleChange(e.target.value)}
            placeholder="Your current title"
          />
          <PostingFields userId={userId} value={posting} onChange={onPostingChange} />
          <Button variant="brand" onClick={onOptimize} disabled={optimizing}>
            {optimizing ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
            {optimizing ? 'Optimizing...' : 'AI Optimize'}
          </Button>
          <p className="text-xs text-muted-foreground">
            Shows which of the posting’s terms your resume already shows and proposes rewrites of your own lines; you choose
            which to keep.
          </p>
        </div>

        <div className="grid gap-2 rounded-xl border border-border p-3">
          <p id={paperId} className="text-sm font-medium text-slate-700">
            Paper size
          </p>
          <RadioGroup
            aria-labelledby={paperId}
            value={paper}
            onValueChange={(v) => onPaperChange(v as PaperSize)}
            className="flex gap-4"
          >
            {paperSizes.map((p) => (
              <div key={p.id} className="flex items-center gap-2">
                <RadioGroupItem value={p.id} id={`${paperId}-${p.id}`} />
                <Label htmlFor={`${paperId}-${p.id}`} className="font-normal">
                  {p.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
          <Button variant="outline" onClick={onDownload} disabled={downloading || !canDownload}>
            {downloading ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
            {downloading ? 'Preparing PDF...' : 'Download PDF'}
          </Button>
          <Button variant="outline" onClick={onDownloadDocx} disabled={downloadingDocx || !canDownload}>
            {downloadingDocx ? <Loader2 aria-hidden="true" className="animate-spin" /> : <FileText aria-hidden="true" />}
            {downloadingDocx ? 'Preparing Word file...' : 'Download Word'}
          </Button>
          {!canDownload && (
            <p className="text-xs text-muted-foreground">Add your name or some experience to download a PDF or Word file.</p>
          )}
        </div>

        <div className="grid gap-2">
          <p className="text-sm font-medium text-slate-700">JSON Resume</p>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" size="sm" onClick={onExportJson} disabled={exporting}>
              {exporting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <FileDown aria-hidden="true" />}
              Export JSON
            </Button>
            <Button variant="secondary" size="sm" onClick={() => jsonInput.current?.click()} disabled={importing}>
              {importing ? <Loader2 aria-hidden="true" className="animate-spin" /> : <FileUp aria-hidden="true" />}
              Import JSON
            </Button>
            <input
              ref={jsonInput}
              type="file"
              accept=".json,application/json"
              aria-label="JSON Resume file"
              tabIndex={-1}
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) onImportJson(file);
              }}
            />
          </div>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <FileJson aria-hidden="true" className="size-3.5" />
            The open jsonresume.org format, to move your resume between tools.
          </p>
        </div>

        {error && (
          <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        )}
      </div>
    </Card>
  );
}
