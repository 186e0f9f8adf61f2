import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useGenerateResponse } from '@/features/materials/api/generate';
import type { MaterialsProfile } from '@/features/materials/api/get-materials-profile';
import type { Generated } from '@/features/materials/api/schemas';
import { AreaField, GenerateButton, OptionField, TextField } from '@/features/materials/components/fields';
import { JobPicker, pickedJobFields } from '@/features/materials/components/job-picker';
import { OutputPanel } from '@/features/materials/components/output-panel';
import { ProfileFields } from '@/features/materials/components/profile-fields';
import { parseWordLimit, splitList } from '@/features/materials/lib/form-values';
import { useGenerationErrors } from '@/features/materials/lib/generation-errors';
import { DEFAULT_WORD_LIMIT, responseTypeHints, responseTypes, type ResponseType } from '@/features/materials/lib/options';
import { useDraft } from '@/features/materials/lib/use-draft';

const initial = {
  question: '',
  name: '',
  experience: '',
  skills: '',
  jobId: null as string | null,
  jobTitle: '',
  companyName: '',
  jobDescription: '',
  responseType: 'essay',
  wordLimit: String(DEFAULT_WORD_LIMIT),
  toneGuidance: '',
  keywords: '',
};

/** The Application Responses tab. */
export function ResponseForm({ userId, profile }: { userId: string; profile: MaterialsProfile | undefined }) {
  const { draft, set, merge } = useDraft(initial, profile);
  const generate = useGenerateResponse(userId);
  const { errors, onError, clear } = useGenerationErrors('application response');
  const [result, setResult] = useState<Generated | null>(null);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    clear();
    try {
      const out = await generate.mutateAsync({
        question: draft.question,
        userProfile: { name: draft.name, experience: draft.experience, skills: draft.skills },
        jobDetails: { title: draft.jobTitle, company: draft.companyName, description: draft.jobDescription },
        jobId: draft.jobId,
        responseType: draft.responseType,
        wordLimit: parseWordLimit(draft.wordLimit),
        toneGuidance: draft.toneGuidance,
        keywords: splitList(draft.keywords),
      });
      setResult(out);
      toast({ title: 'Response Generated' });
    } catch (error) {
      onError(error);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid min-w-0 content-start gap-4" aria-label="Application response">
        <AreaField
          id="ar-question"
          label="Application Question"
          rows={3}
          value={draft.question}
          onChange={(v) => set('question', v)}
          error={errors.question}
          placeholder="e.g. Tell us about a time you led a difficult project."
        />
        <ProfileFields idPrefix="ar" draft={draft} set={set} errors={errors} withTitle={false} />
        <JobPicker
          id="ar-job"
          userId={userId}
          onPick={(job) => merge(pickedJobFields(job))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="ar-job-title" label="Job Title" value={draft.jobTitle} onChange={(v) => set('jobTitle', v)} error={errors.jobTitle} />
          <TextField id="ar-company" label="Company Name" value={draft.companyName} onChange={(v) => set('companyName', v)} error={errors.companyName} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <OptionField
            id="ar-type"
            label="Response Type"
            value={draft.responseType}
            options={responseTypes}
            onChange={(v) => set('responseType', v)}
            error={errors.responseType}
            hint={responseTypeHints[draft.responseType as ResponseType]}
          />
          <TextField
            id="ar-limit"
            label="Word Limit"
            inputMode="numeric"
            value={draft.wordLimit}
            onChange={(v) => set('wordLimit', v)}
            error={errors.wordLimit}
            hint="25 to 2,000 words"
          />
        </div>
        <TextField
          id="ar-tone"
          label="Tone Guidance"
          value={draft.toneGuidance}
          onChange={(v) => set('toneGuidance', v)}
          error={errors.toneGuidance}
          placeholder="e.g. confident and warm"
        />
        <TextField
          id="ar-keywords"
          label="Keywords"
          value={draft.keywords}
          onChange={(v) => set('keywords', v)}
          error={errors.keywords}
          hint="Comma-separated; every keyword appears in the answer"
        />
        <GenerateButton pending={generate.isPending}>Generate Response</GenerateButton>
      </form>
      <OutputPanel
        title="Generated Response"
        placeholder="Your answer will appear here, within the word limit and with your keywords."
        item="Response"
        savedIn="Saved Responses"
        result={result}
      />
    </div>
  );
}
