import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';
import { materialsQueryKey } from '@/features/materials/api/get-materials';
import { generationMetaSchema, type Generated, type MaterialKind } from '@/features/materials/api/schemas';

export interface CoverLetterBody {
  userProfile: { name: string; title: string; experience: string; skills: string };
  jobDetails: { title: string; company: string; description: string };
  jobId?: string | null;
  tone: string;
  template: string;
  customInstructions: string;
}

export interface ResponseBody {
  question: string;
  userProfile: { name: string; experience: string; skills: string };
  jobDetails: { title: string; company: string; description: string };
  jobId?: string | null;
  responseType: string;
  wordLimit: number;
  toneGuidance: string;
  keywords: string[];
}

export interface PortfolioBody {
  userProfile: { name: string; title: string; experience: string; skills: string };
  projects: unknown[];
  targetAudience: string;
  theme: string;
  highlightedSkills: string[];
  callToAction: string;
}

const itemSchema = z.looseObject({ id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)) });
const answerSchema = z.extend(generationMetaSchema, {
  content: z.optional(z.nullable(z.string())),
  coverLetter: z.optional(z.nullable(z.string())),
  response: z.optional(z.nullable(z.string())),
  summary: z.optional(z.nullable(z.string())),
  wordLimit: z.optional(z.number()),
  item: z.optional(z.nullable(itemSchema)),
});

/**
 * Reads a generate answer the way the seed does (§7): the cover letter's
 * content or coverLetter, the response's response or content, the summary's
 * summary or content. No text leaves `text` empty.
 */
export function readGenerated(kind: MaterialKind, raw: unknown): Generated {
  const a = answerSchema.parse(raw ?? {});
  const text =
    kind === 'cover-letters'
      ? (a.content ?? a.coverLetter)
      : kind === 'application-responses'
        ? (a.response ?? a.content)
        : (a.summary ?? a.content);
  return {
    text: text?.trim() ?? '',
    provider: a.provider,
    notes: a.notes,
    matchedSkills: a.matchedSkills,
    wordCount: a.wordCount ?? 0,
    wordLimit: a.wordLimit,
    saved: a.saved,
    itemId: a.item?.id,
  };
}

function useGenerate<Body>(kind: MaterialKind, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => readGenerated(kind, await api.post(`/api/${kind}/generate`, body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: materialsQueryKey(userId, kind) }),
  });
}

/** POST /api/cover-letters/generate (seed 001 §7). */
export const useGenerateCoverLetter = (userId: string) => useGenerate<CoverLetterBody>('cover-letters', userId);
/** POST /api/application-responses/generate. */
export const useGenerateResponse = (userId: string) => useGenerate<ResponseBody>('application-responses', userId);
/** POST /api/portfolio-summaries/generate. */
export const useGeneratePortfolio = (userId: string) => useGenerate<PortfolioBody>('portfolio-summaries', userId);
