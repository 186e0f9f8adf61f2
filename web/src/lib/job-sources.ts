import { useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const text = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? ''));
const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** A job the forms can be filled from: a saved job or an application. */
export interface JobSource {
  key: string;
  label: string;
  jobId: string | null;
  title: string;
  company: string;
  description: string;
}

const jobId = z.optional(z.nullable(id));
const savedJobSchema = z.object({ id, jobId, jobTitle: z.string(), company: z.string(), description: text });
const applicationSchema = z.object({ id, jobId, jobTitle: z.string(), company: z.string() });

/** The user's saved jobs and applications (the same lists and keys as the Jobs and Tracker screens). */
export function useJobSources(userId: string) {
  const saved = useQuery({
    // Under the list's own key, so that saving a job refreshes it, but with
    // its own last segment: this shape is not the Jobs screen's.
    queryKey: ['/api/saved-jobs', userId, 'job-sources'],
    queryFn: async () => {
      try {
        return z.array(savedJobSchema).parse(await api.get(`/api/saved-jobs/${encodeURIComponent(userId)}`));
      } catch {
        return [];
      }
    },
    retry: false,
  });
  const applications = useQuery({
    queryKey: ['/api/users', userId, 'applications', 'job-sources'],
    queryFn: async () => z.array(applicationSchema).parse(await api.get(`/api/users/${encodeURIComponent(userId)}/applications`)),
  });
  const sources: JobSource[] = [
    ...(saved.data ?? []).map((s) => ({
      key: `saved-${s.id}`,
      label: `${s.jobTitle} · ${s.company} (saved)`,
      jobId: s.jobId ?? null,
      title: s.jobTitle,
      company: s.company,
      description: s.description,
    })),
    ...(applications.data ?? []).map((a) => ({
      key: `application-${a.id}`,
      label: `${a.jobTitle} · ${a.company} (application)`,
      jobId: a.jobId ?? null,
      title: a.jobTitle,
      company: a.company,
      description: '',
    })),
  ];
  return { sources, isPending: saved.isPending || applications.isPending };
}

const jobSchema = z.object({ description: text, requirements: z.optional(z.nullable(z.array(z.string()))) });

/** The description of a catalogue job (with its requirements), for a source that has none. */
export async function getJobDescription(jobId: string): Promise<string> {
  const job = jobSchema.parse(await api.get(`/api/jobs/${encodeURIComponent(jobId)}`));
  const reqs = job.requirements?.length ? `\n\nRequirements:\n${job.requirements.map((r) => `- ${r}`).join('\n')}` : '';
  return `${job.description}${reqs}`.trim();
}
