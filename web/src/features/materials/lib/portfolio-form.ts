import { MAX_PROJECTS, projectRowSchema } from '@/features/materials/lib/projects';
import { z } from '@/lib/zod';

/** The portfolio summary form: the profile, the projects and the options. */
export const portfolioFormSchema = z.object({
  name: z.string(),
  title: z.string(),
  experience: z.string(),
  skills: z.string(),
  projects: z.array(projectRowSchema).check(z.maxLength(MAX_PROJECTS, `Use at most ${MAX_PROJECTS} projects`)),
  targetAudience: z.string(),
  theme: z.string(),
  highlightedSkills: z.string(),
  callToAction: z.string(),
});
export type PortfolioValues = z.infer<typeof portfolioFormSchema>;

export const initialPortfolio: PortfolioValues = {
  name: '',
  title: '',
  experience: '',
  skills: '',
  projects: [],
  targetAudience: 'recruiters',
  theme: 'modern',
  highlightedSkills: '',
  callToAction: '',
};
