import { z } from '@/lib/zod';

const nullableString = z.string().nullable().optional().transform((v) => v ?? null);
const stringList = z.array(z.string()).nullable().optional().transform((v) => v ?? []);

/** job.match: the signed-in user's real match against the job (0-100). */
export const jobMatchSchema = z.object({
  score: z.number(),
  matchedSkills: stringList,
  missingSkills: stringList,
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const jobSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  company: z.string(),
  location: z.string().nullable().optional().transform((v) => v ?? ''),
  salary: nullableString,
  description: z.string().nullable().optional().transform((v) => v ?? ''),
  requirements: stringList,
  benefits: stringList,
  type: z.string().nullable().optional().transform((v) => v ?? ''),
  remote: z.boolean().nullable().optional().transform((v) => v ?? false),
  postedAt: nullableString,
  companyLogo: nullableString,
  applyUrl: nullableString,
  experience: nullableString,
  skills: stringList,
  match: jobMatchSchema.nullable().optional().transform((v) => v ?? null),
  /** A related role, shown because fewer than a page of jobs match every word. */
  related: z.boolean().nullable().optional().transform((v) => v ?? false),
});
export type Job = z.infer<typeof jobSchema>;
