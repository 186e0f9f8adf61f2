import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useGeneratePortfolio } from '@/features/materials/api/generate';
import type { MaterialsProfile } from '@/features/materials/api/get-materials-profile';
import type { Generated } from '@/features/materials/api/schemas';
import { AreaField, GenerateButton, OptionField, TextField } from '@/features/materials/components/fields';
import { OutputPanel } from '@/features/materials/components/output-panel';
import { ProfileFields } from '@/features/materials/components/profile-fields';
import { parseProjects, splitList } from '@/features/materials/lib/form-values';
import { useGenerationErrors } from '@/features/materials/lib/generation-errors';
import { portfolioThemes, targetAudiences } from '@/features/materials/lib/options';
import { useDraft } from '@/features/materials/lib/use-draft';

const initial = {
  name: '',
  title: '',
  experience: '',
  skills: '',
  projects: '',
  targetAudience: 'recruiters',
  theme: 'modern',
  highlightedSkills: '',
  callToAction: '',
};

const PROJECTS_EXAMPLE = '[{"name": "Tidewatch", "description": "Tide forecasts for sailors", "technologies": ["Go"], "impact": "…"}]';

/** The Portfolio Summaries tab. */
export function PortfolioForm({ userId, profile }: { userId: string; profile: MaterialsProfile | undefined }) {
  const { draft, set } = useDraft(initial, profile);
  const generate = useGeneratePortfolio(userId);
  const { errors, setErrors, onError, clear } = useGenerationErrors('portfolio summary');
  const [result, setResult] = useState<Generated | null>(null);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    clear();
    const projects = parseProjects(draft.projects);
    if (!projects.ok) {
      setErrors({ projects: projects.message });
      return;
    }
    try {
      const out = await generate.mutateAsync({
        userProfile: { name: draft.name, title: draft.title, experience: draft.experience, skills: draft.skills },
        projects: projects.projects,
        targetAudience: draft.targetAudience,
        theme: draft.theme,
        highlightedSkills: splitList(draft.highlightedSkills),
        callToAction: draft.callToAction,
      });
      setResult(out);
      toast({ title: 'Portfolio Summary Generated' });
    } catch (error) {
      onError(error);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid min-w-0 content-start gap-4" aria-label="Portfolio summary">
        <ProfileFields idPrefix="ps" draft={draft} set={set} errors={errors} />
        <AreaField
          id="ps-projects"
          label="Projects (JSON)"
          rows={7}
          mono
          value={draft.projects}
          onChange={(v) => set('projects', v)}
          error={errors.projects}
          placeholder={PROJECTS_EXAMPLE}
          hint="A JSON list of projects (name, description, technologies, link, impact). Filled in from your resume; leave it empty to use your resume's projects."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <OptionField
            id="ps-audience"
            label="Target Audience"
            value={draft.targetAudience}
            options={targetAudiences}
            onChange={(v) => set('targetAudience', v)}
            error={errors.targetAudience}
          />
          <OptionField id="ps-theme" label="Theme" value={draft.theme} options={portfolioThemes} onChange={(v) => set('theme', v)} error={errors.theme} />
        </div>
        <TextField
          id="ps-skills-highlight"
          label="Highlighted Skills"
          value={draft.highlightedSkills}
          onChange={(v) => set('highlightedSkills', v)}
          error={errors.highlightedSkills}
          hint="Comma-separated"
        />
        <TextField
          id="ps-cta"
          label="Call to Action"
          value={draft.callToAction}
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
