import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationSchema, userApplicationsQueryKey as applicationsQueryKey, type Application } from '@/features/applications/api/get-user-applications';
import type { ApplicationStatus } from '@/features/applications/lib/status';
import { api } from '@/lib/api-client';
import { refreshServerEvents } from '@/lib/server-events';

/** The tracker / My Applications form (seed 001 §7); appliedDate is a full ISO timestamp. */
export interface ApplicationInput {
  userId: string;
  jobTitle: string;
  company: string;
  status: ApplicationStatus;
  appliedDate?: string;
  notes?: string | null;
  nextSteps?: string | null;
  /** When the interview is ('2026-12-03T14:30'); sent with the interview stage. */
  interviewDate?: string | null;
}

export async function createApplication(input: ApplicationInput): Promise<Application> {
  return applicationSchema.parse(await api.post('/api/applications', input));
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: (app) => {
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey(app.userId) });
      refreshServerEvents(queryClient);
    },
  });
}
