import { Check, Palette } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { resumeTemplates, type ResumeTemplateId } from '@/config/resume-templates';
import { cn } from '@/lib/utils';

/** The Choose Template card (seed 001 §2.5): ten templates (seed 001 §2.5's
 * four first), one chosen. */
export function TemplatePicker({ value, onChange }: { value: ResumeTemplateId; onChange: (id: ResumeTemplateId) => void }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 id="choose-template-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Palette aria-hidden="true" className="size-5 text-brand-600" />
        Choose Template
      </h2>
      <div role="radiogroup" aria-labelledby="choose-template-heading" className="mt-4 grid gap-2 sm:grid-cols-2">
        {resumeTemplates.map((t) => {
          const selected = t.id === value;
          return (
            <button
              key={t.id}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => onChange(t.id)}
              className={cn(
                'group flex items-start gap-3 rounded-xl border p-3 text-left transition-[border-color,box-shadow,background-color] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                selected ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500' : 'border-border bg-white hover:border-slate-300',
              )}
            >
              <span
                aria-hidden="true"
                className="relative mt-0.5 h-10 w-8 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-white"
              >
                <span className="absolute inset-x-0 top-0 h-2.5" style={{ backgroundColor: t.color }} />
                <span className="absolute top-4 left-1 h-0.5 w-4 rounded" style={{ backgroundColor: t.accent }} />
                <span className="absolute top-6 left-1 h-0.5 w-5 rounded bg-slate-200" />
                <span className="absolute top-7.5 left-1 h-0.5 w-3.5 rounded bg-slate-200" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                  {t.name}
                  {selected && <Check aria-hidden="true" className="size-4 text-brand-600" />}
                </span>
                <span className="mt-0.5 block text-xs text-muted-foreground">{t.description}</span>
              </span>
            </button>
          );
        })}
      </div>
    </Card>
  );
}
