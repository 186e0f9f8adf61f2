/** The options of the application-materials forms (seed 001 §9). */
export const tones = ['professional', 'enthusiastic', 'confident', 'creative'] as const;
export const coverLetterTemplates = ['standard', 'modern', 'creative', 'executive'] as const;
export const responseTypes = ['essay', 'behavioral', 'technical', 'creative'] as const;
export const targetAudiences = ['recruiters', 'hiring-managers', 'clients', 'investors', 'collaborators'] as const;
export const portfolioThemes = ['modern', 'professional', 'creative', 'minimalist'] as const;
export const DEFAULT_WORD_LIMIT = 200;
export const MIN_WORD_LIMIT = 25;
export const MAX_WORD_LIMIT = 2000;
/** Saved material lists show this many items (seed 001 §9). */
export const SAVED_SHOWN = 3;

export type Tone = (typeof tones)[number];
export type CoverLetterTemplate = (typeof coverLetterTemplates)[number];
export type ResponseType = (typeof responseTypes)[number];
export type TargetAudience = (typeof targetAudiences)[number];
export type PortfolioTheme = (typeof portfolioThemes)[number];

/** 'hiring-managers' → 'Hiring managers'. */
export function optionLabel(value: string): string {
  const text = value.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const templateHints: Record<CoverLetterTemplate, string> = {
  standard: 'Four paragraphs: opening, experience, skills, closing',
  modern: 'Short opening and a “What I would bring” list',
  creative: 'A hook and a story from your strongest achievement',
  executive: 'Leadership summary with numbered achievements',
};

export const responseTypeHints: Record<ResponseType, string> = {
  essay: 'Introduction, evidence from your work, conclusion',
  behavioral: 'Situation, Task, Action, Result (STAR)',
  technical: 'Your approach step by step, with an example',
  creative: 'A vivid opening and a short story from your work',
};
