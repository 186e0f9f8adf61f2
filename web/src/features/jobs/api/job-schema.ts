import { z } from '@/lib/zod';

const nullableString = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null));
const stringList = z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? []));

/** job.match: the signed-in user's real match against the job (0-100). */
export const jobMatchSchema = z.object({
  score: z.number(),
  matchedSkills: stringList,
  missingSkills: stringList,
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const jobSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: z.string(),
  company: z.string(),
  location: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  salary: nullableString,
  description: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  requirements: stringList,
  benefits: stringList,
  type: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  remote: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  postedAt: nullableString,
  companyLogo: nullableString,
  applyUrl: nullableString,
  experience: nullableString,
  skills: stringList,
  /** Where the posting came from: 'sample', 'user' or an ingest source such as 'greenhouse:acme'. */
  source: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  /** Generated from O*NET data: no employer behind it. */
  sample: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  externalId: nullableString,
  /** The source no longer lists it. */
  closed: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  match: z.pipe(z.optional(z.nullable(jobMatchSchema)), z.transform((v) => v ?? null)),
  /** A related role, shown because fewer than a page of jobs match every word. */
  related: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
});
export type Job = z.infer<typeof jobSchema>;
