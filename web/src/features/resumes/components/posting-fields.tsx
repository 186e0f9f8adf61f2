import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useJobSources } from '@/lib/job-sources';

/** The posting a resume is optimised against: pasted, or a saved job or application. */
export interface Posting {
  description: string;
  /** The chosen source's key ('' for none). */
  source: string;
  jobId: string | null;
}

export const noPosting: Posting = { description: '', source: '', jobId: null };

/**
 * A job description to optimise against: paste one, or pick a saved job or
 * an application (its description fills the box when Stride has it; else the
 * server reads the job).
 */
export function PostingFields({ userId, value, onChange }: { userId: string; value: Posting; onChange: (p: Posting) => void }) {
  const sourceId = useId();
  const descId = useId();
  const { sources } = useJobSources(userId);
  return (
    <div className="grid gap-2">
      {sources.length > 0 && (
        <>
          <Label htmlFor={sourceId}>Saved job or application</Label>
          <select
            id={sourceId}
            value={value.source}
            onChange={(e) => {
              const s = sources.find((x) => x.key === e.target.value);
              onChange(s ? { source: s.key, jobId: s.jobId, description: s.description } : noPosting);
            }}
            className="h-9 w-full rounded-md border border-input bg-white px-3 text-sm shadow-soft focus-visible:border-brand-500 focus-visible:ring-4 focus-visible:ring-brand-500/20 focus-visible:outline-none"
          >
            <option value="">None: paste a description below</option>
            {sources.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </>
      )}
      <Label htmlFor={descId}>Job description</Label>
      <Textarea
        id={descId}
        rows={4}
        maxLength={20000}
        value={value.description}
        onChange={(e) => onChange({ ...value, description: e.target.value })}
        placeholder="Paste the posting to see which of its terms your resume shows"
      />
    </div>
  );
}
