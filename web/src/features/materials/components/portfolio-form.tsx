import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { useGeneratePortfolio } from '@/features/materials/api/generate';
import type { MaterialsProfile } from '@/features/materials/api/get-materials-profile';
import type { Generated } from '@/features/materials/api/schemas';
import { GenerateButton, OptionField, TextField } from '@/features/materials/components/fields';
import { OutputPanel } from '@/features/materials/components/output-panel';
import { ProfileFields } from '@/features/materials/components/profile-fields';
import { ProjectFields } from '@/features/materials/components/project-fields';
import { splitList } from '@/features/materials/lib/form-values';
import { useGenerationErrors } from '@/features/materials/lib/generation-errors';
import { portfolioThemes, targetAudiences } from '@/features/materials/lib/options';
import { initialPortfolio as initial, portfolioFormSchema, type PortfolioValues } from '@/features/materials/lib/portfolio-form';
import { emptyProject, projectRowsFromJson, toApiProjects, type ProjectRow } from '@/features/materials/lib/projects';

/**
 * The Portfolio Summaries tab: the profile and the projects, typed in
 * fields and prefilled from the profile and the default resume (whatever
 * the person has typed before the prefill arrives stays), sent to the API
 * as its JSON list of projects.
 */
export function PortfolioForm({ userId, profile }: { userId: string; profile: MaterialsProfile | undefined }) {
  const form = useForm<PortfolioValues>({ resolver: zodResolver(portfolioFormSchema), defaultValues: initial });
  const { register, handleSubmit, reset, setValue, getValues, watch, formState } = form;
  const generate = useGeneratePortfolio(userId);
  const { errors, onError, clear } = useGenerationErrors('portfolio summary');
  const [result, setResult] = useState<Generated | null>(null);
  const values = watch();
  const set = (field: Exclude<keyof PortfolioValues, 'projects'>, value: string) =>
    setValue(field, value, { shouldDirty: true });
  // The project rows: a list in the form, added to and removed from in
  // place. (React Hook Form's useFieldArray would do the same, but it would
  // add 1.5 KB to the shared form library every form screen downloads,
  // sign-in included.) Once submitted, each change checks the list again.
  const setProjects = (projects: ProjectRow[]) =>
    setValue('projects', projects, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const addProject = () => setProjects([...getValues('projects'), { ...emptyProject }]);
  const removeProject = (index: number) => setProjects(getValues('projects').filter((_, i) => i !== index));
  const profileDraft = { name: values.name, title: values.title, experience: values.experience, skills: values.skills };

  const filled = useRef(false);
  useEffect(() => {
    if (!profile || filled.current) return;
    filled.current = true;
    const { projects, ...facts } = profile;
    reset({ ...initial, ...facts, projects: projectRowsFromJson(projects) }, { keepDirtyValues: true });
  }, [profile, reset]);

  const onSubmit = handleSubmit(async (form) => {
    clear();
    try {
      const out = await generate.mutateAsync({
        userProfile: { name: form.name, title: form.title, experience: form.experience, skills: form.skills },
        projects: toApiProjects(form.projects),
        targetAudience: form.targetAudience,
        theme: form.theme,
        highlightedSkills: splitList(form.highlightedSkills),
        callToAction: form.callToAction,
      });
      setResult(out);
      toast({ title: 'Portfolio Summary Generated' });
    } catch (error) {
      onError(error);
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid min-w-0 content-start gap-4" aria-label="Portfolio summary">
        <ProfileFields idPrefix="ps" draft={profileDraft} set={set} errors={errors} />
        <ProjectFields
          count={values.projects.length}
          register={register}
          errors={formState.errors}
          onAdd={addProject}
          onRemove={removeProject}
          serverError={errors.projects}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <OptionField
            id="ps-audience"
            label="Target Audience"
            value={values.targetAudience}
            options={targetAudiences}
            onChange={(v) => set('targetAudience', v)}
            error={errors.targetAudience}
          />
          <OptionField
            id="ps-theme"
            label="Theme"
            value={values.theme}
            options={portfolioThemes}
            onChange={(v) => set('theme', v)}
            error={errors.theme}
          />
        </div>
        <TextField
          id="ps-skills-highlight"
          label="Highlighted Skills"
          value={values.highlightedSkills}
          onChange={(v) => set('highlightedSkills', v)}
          error={errors.highlightedSkills}
          hint="Comma-separated"
        />
        <TextField
          id="ps-cta"
          label="Call to Action"
          value={values.callToAction}
          onChange={(v) => set('callToAction', v)}
          error={errors.callToAction}
          placeholder="e.g. Email me to talk about your next project."
        />
        <GenerateButton pending={generate.isPending}>Generate Summary</GenerateButton>
      </form>
      <OutputPanel
        title="Generated Portfolio Summary"
        placeholder="Your portfolio summary will appear here, built from your projects for the audience you choose."
        item="Portfolio summary"
        savedIn="Saved Summaries"
        result={result}
      />
    </div>
  );
}
