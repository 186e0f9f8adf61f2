import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSchema, type Job } from '@/features/jobs/api/job-schema';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

/** What POST /api/jobs/prefill read of a posting (a link's JSON-LD or OpenGraph, or pasted text). */
export const prefillSchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string(),
  remote: z.boolean(),
  salary: z.string(),
  description: z.string(),
  requirements: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  type: z.string(),
  applyUrl: z.string(),
  from: z.string(),
});
export type Prefill = z.infer<typeof prefillSchema>;

/** Reads a posting's link or pasted text; nothing is stored. */
export async function prefillJob(posting: string): Promise<Prefill> {
  return prefillSchema.parse(await api.post('/api/jobs/prefill', { posting }));
}

export function usePrefillJob() {
  return useMutation({ mutationFn: prefillJob });
}

/** The body of POST /api/jobs: a job the user found elsewhere, theirs alone. */
export interface AddJobInput {
  title: string;
  company: string;
  location: string;
  type: string;
  remote: boolean;
  salary: string | null;
  description: string;
  requirements: string[];
  applyUrl: string | null;
}

export async function addJob(input: AddJobInput): Promise<Job> {
  return jobSchema.parse(await api.post('/api/jobs', input));
}

export function useAddJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addJob,
    // Every search and job list may now hold it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/jobs'] }),
  });
}
