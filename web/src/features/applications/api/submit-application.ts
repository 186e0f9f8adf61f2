import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { applicationSchema, userApplicationsQueryKey as applicationsQueryKey, type Application } from '@/features/applications/api/get-user-applications';
import { api } from '@/lib/api-client';
import { availabilityOptions, experienceOptions } from '@/config/application-options';
import { refreshServerEvents } from '@/lib/server-events';
import { isHttpUrl } from '@/lib/urls';

const experienceValues = experienceOptions.map((o) => o.value) as [string, ...string[]];
const availabilityValues = availabilityOptions.map((o) => o.value) as [string, ...string[]];

const optionalUrl = (message: string) =>
  z.string().check(z.trim(), z.refine((v) => v === '' || isHttpUrl(v), message));

/** The application form's rules and messages, quoted from seed 001 §5. */
export const applyFormSchema = z.object({
  fullName: z.string().check(z.trim(), z.minLength(2, 'Name must be at least 2 characters')),
  email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address')),
  phone: z.string().check(z.trim(), z.minLength(10, 'Please enter a valid phone number')),
  resumeUrl: optionalUrl('Please enter a valid resume URL'),
  coverLetter: z.string().check(z.trim(), z.minLength(50, 'Cover letter must be at least 50 characters')),
  experience: z.string().check(z.refine((v) => experienceValues.includes(v), 'Please select your experience level')),
  availability: z.string().check(z.refine((v) => availabilityValues.includes(v), 'Please select your availability')),
  portfolioUrl: optionalUrl('Please enter a valid portfolio URL'),
  linkedinUrl: optionalUrl('Please enter a valid LinkedIn URL'),
  additionalNotes: z.string(),
});
export type ApplyFormValues = z.infer<typeof applyFormSchema>;

export interface SubmitApplicationInput {
  userId: string;
  job: { id: string; title: string; company: string };
  values: ApplyFormValues;
  appliedAt?: string;
}

/** The POST /api/applications body of the apply page (seed 001 §7). */
export function applicationPayload({ userId, job, values, appliedAt }: SubmitApplicationInput) {
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    userId,
    jobId: job.id,
    jobTitle: job.title,
    company: job.company,
    status: 'applied' as const,
    applicantName: values.fullName.trim(),
    applicantEmail: values.email.trim(),
    applicantPhone: values.phone.trim(),
    resumeUrl: orNull(values.resumeUrl),
    coverLetter: values.coverLetter.trim(),
    experience: values.experience,
    availability: values.availability,
    portfolioUrl: orNull(values.portfolioUrl),
    linkedinUrl: orNull(values.linkedinUrl),
    additionalNotes: orNull(values.additionalNotes),
    appliedAt: appliedAt ?? new Date().toISOString(),
  };
}

export async function submitApplication(input: SubmitApplicationInput): Promise<Application> {
  return applicationSchema.parse(await api.post('/api/applications', applicationPayload(input)));
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (app) => {
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey(app.userId) });
      refreshServerEvents(queryClient);
    },
  });
}
