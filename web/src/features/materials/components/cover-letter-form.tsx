import { useState } from 'react';
import { AfterFirstTask } from '@/components/after-first-task';
import { toast } from '@/components/ui/use-toast';
import { useDownloadCoverLetter, type LetterFormat } from '@/features/materials/api/download-cover-letter';
import { useGenerateCoverLetter } from '@/features/materials/api/generate';
import type { MaterialsProfile } from '@/features/materials/api/get-materials-profile';
import type { Generated } from '@/features/materials/api/schemas';
import { AreaField, GenerateButton, OptionField, TextField } from '@/features/materials/components/fields';
import { JobPicker, pickedJobFields } from '@/features/materials/components/job-picker';
import { OutputPanel } from '@/features/materials/components/output-panel';
import { ProfileFields } from '@/features/materials/components/profile-fields';
import { useGenerationErrors } from '@/features/materials/lib/generation-errors';
import { coverLetterTemplates, templateHints, tones, type CoverLetterTemplate } from '@/features/materials/lib/options';
import { useDraft } from '@/features/materials/lib/use-draft';
import { getErrorMessage } from '@/lib/api-client';
import { formatInteger } from '@/lib/dates';

const MAX_DESCRIPTION = 20000;

const initial = {
  name: '',
  title: '',
  experience: '',
  skills: '',
  jobId: null as string | null,
  jobTitle: '',
  companyName: '',
  jobDescription: '',
  tone: 'professional',
  template: 'standard',
  customInstructions: '',
};

/** The Cover Letters tab: the form and its output panel. */
export function CoverLetterForm({ userId, profile }: { userId: string; profile: MaterialsProfile | undefined }) {
  const { draft, set, merge } = useDraft(initial, profile);
  const generate = useGenerateCoverLetter(userId);
  const download = useDownloadCoverLetter();
  const { errors, onError, clear } = useGenerationErrors('cover letter');
  const [result, setResult] = useState<Generated | null>(null);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    clear();
    try {
      const out = await generate.mutateAsync({
        userProfile: { name: draft.name, title: draft.title, experience: draft.experience, skills: draft.skills },
        jobDetails: { title: draft.jobTitle, company: draft.companyName, description: draft.jobDescription },
        jobId: draft.jobId,
        tone: draft.tone,
        template: draft.template,
        customInstructions: draft.customInstructions,
      });
      setResult(out);
      toast({ title: 'Cover Letter Generated' });
    } catch (error) {
      onError(error);
    }
  };

  const onDownload = async (format: LetterFormat) => {
    if (!result?.itemId) return;
    try {
      await download.mutateAsync({ id: result.itemId, format });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid min-w-0 content-start gap-4" aria-label="Cover letter">
        <ProfileFields idPrefix="cl" draft={draft} set={set} errors={errors} />
        <JobPicker
          id="cl-job"
          userId={userId}
          onPick={(job) => merge(pickedJobFields(job))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="cl-job-title" label="Job Title" value={draft.jobTitle} onChange={(v) => set('jobTitle', v)} error={errors.jobTitle} placeholder="e.g. Platform Engineer" />
          <TextField id="cl-company" label="Company Name" value={draft.companyName} onChange={(v) => set('companyName', v)} error={errors.companyName} placeholder="e.g. Acme Robotics" />
        </div>
        {/* The rest of the form and the output come a task later (issue 20): on a phone they are below the fold. */}
        <AfterFirstTask>
          <AreaField
            id="cl-description"
            label="Job Description"
            rows={6}
            value={draft.jobDescription}
            onChange={(v) => set('jobDescription', v)}
            error={errors.jobDescription}
            placeholder="Paste the job description: Stride picks your skills and achievements that it asks for."
            hint={`${formatInteger(draft.jobDescription.length)} / ${formatInteger(MAX_DESCRIPTION)} characters`}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <OptionField id="cl-tone" label="Tone" value={draft.tone} options={tones} onChange={(v) => set('tone', v)} error={errors.tone} />
            <OptionField
              id="cl-template"
              label="Template"
              value={draft.template}
              options={coverLetterTemplates}
              onChange={(v) => set('template', v)}
              error={errors.template}
              hint={templateHints[draft.template as CoverLetterTemplate]}
            />
          </div>
          <AreaField
            id="cl-instructions"
            label="Custom Instructions"
            rows={2}
            value={draft.customInstructions}
            onChange={(v) => set('customInstructions', v)}
            error={errors.customInstructions}
            placeholder="e.g. Keep it short and mention my open-source project"
          />
          <GenerateButton pending={generate.isPending}>Generate Cover Letter</GenerateButton>
        </AfterFirstTask>
      </form>
      <AfterFirstTask>
        <OutputPanel
          title="Generated Cover Letter"
          placeholder="Your cover letter will appear here, written from your profile, resume and skills for the job you describe."
          item="Cover letter"
          savedIn="Saved Cover Letters"
          result={result}
          onDownload={result?.itemId ? (format) => void onDownload(format) : undefined}
          downloading={download.isPending}
        />
      </AfterFirstTask>
    </div>
  );
}
