import { z } from '@/lib/zod';
import { dedupeCaseInsensitive, type ResumeContent } from '@/features/resumes/lib/resume-content';

/**
 * Resume content as the server sends it (seed 001 §3.2; the Go type
 * stride.ResumeContent), read at the API edge. The server converts every
 * source (upload, LinkedIn, JSON Resume, AI) to this one shape, so there are
 * no alias fields here. The AI may still leave parts out or send a number
 * where text belongs: a missing or unreadable field becomes empty, an
 * unreadable list item is dropped, rather than failing the screen.
 */
const text = z.pipe(
  z.catch(z.nullish(z.union([z.string(), z.pipe(z.number(), z.transform(String))])), null),
  z.transform((v) => v ?? ''),
);

function list<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.catch(z.nullish(z.array(z.catch(z.nullable(item), null))), null),
    z.transform((items) => (items ?? []).filter((i): i is NonNullable<z.output<T>> => i !== null)),
  );
}

const words = z.pipe(
  list(text),
  z.transform((items: string[]) => dedupeCaseInsensitive(items)),
);

const personalInfoSchema = z.object({
  name: text,
  email: text,
  phone: text,
  location: text,
  linkedin: text,
  website: text,
  summary: text,
});

export const resumeContentSchema = z.object({
  personalInfo: z.pipe(
    z.catch(z.nullish(personalInfoSchema), null),
    z.transform((p) => p ?? personalInfoSchema.parse({})),
  ),
  experience: list(
    z.object({ title: text, company: text, location: text, startDate: text, endDate: text, description: text }),
  ),
  education: list(z.object({ degree: text, school: text, location: text, graduationDate: text, details: text })),
  skills: words,
  projects: list(z.object({ name: text, description: text, technologies: words, link: text })),
  certifications: list(z.object({ name: text, issuer: text, date: text })),
});

/** Any server value to well-formed resume content (null or junk → empty content). */
export function parseResumeContent(value: unknown): ResumeContent {
  const parsed = z.catch(z.nullish(resumeContentSchema), null).parse(value);
  return parsed ?? resumeContentSchema.parse({});
}
