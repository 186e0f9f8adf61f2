import { z } from '@/lib/zod';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const text = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? ''));
const list = z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? []));
const iterations = z.pipe(
  z.optional(z.nullable(z.array(z.object({ content: z.string(), createdAt: z.optional(z.nullable(z.string())) })))),
  z.transform((v) => v ?? []),
);

/** A saved cover letter; the list card reads title and company_name (seed 001 §3.2). */
export const coverLetterSchema = z.object({
  id,
  title: z.string(),
  content: text,
  jobTitle: text,
  company: text,
  company_name: text,
  tone: text,
  template: text,
  wordCount: z._default(z.optional(z.number()), 0),
  iterationHistory: iterations,
  createdAt: text,
  updatedAt: text,
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

/** A saved application response; the card reads response_type and question. */
export const applicationResponseSchema = z.object({
  id,
  question: z.string(),
  response: text,
  responseType: text,
  response_type: text,
  wordLimit: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  wordCount: z._default(z.optional(z.number()), 0),
  toneGuidance: text,
  keywords: list,
  iterationHistory: iterations,
  createdAt: text,
  updatedAt: text,
});
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

/** A saved portfolio summary; the card reads title and target_audience. */
export const portfolioSummarySchema = z.object({
  id,
  title: z.string(),
  generatedSummary: text,
  theme: text,
  targetAudience: text,
  target_audience: text,
  highlightedSkills: list,
  wordCount: z._default(z.optional(z.number()), 0),
  iterationHistory: iterations,
  createdAt: text,
  updatedAt: text,
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

/** What every generate call answers besides its text. */
export const generationMetaSchema = z.object({
  provider: text,
  notes: list,
  matchedSkills: list,
  wordCount: z.optional(z.number()),
  saved: z._default(z.optional(z.boolean()), false),
});

/** A generated text as the output panel shows it. */
export interface Generated {
  /** Empty when the server sent no text ('Generated content unavailable'). */
  text: string;
  provider: string;
  notes: string[];
  matchedSkills: string[];
  wordCount: number;
  wordLimit?: number;
  saved: boolean;
  itemId?: string;
}

export type MaterialKind = 'cover-letters' | 'application-responses' | 'portfolio-summaries';
