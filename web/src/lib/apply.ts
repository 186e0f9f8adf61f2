import { isHttpUrl } from '@/lib/urls';

/**
 * Whether applying to a job goes to the employer's own apply page (a real
 * posting with an http(s) apply URL) rather than Stride's in-app form: the
 * same rule as the server's Job.AppliesAtEmployer.
 */
export function appliesAtEmployer(job: { sample: boolean; applyUrl: string | null }): boolean {
  return !job.sample && job.applyUrl !== null && isHttpUrl(job.applyUrl);
}

/** The in-app form's confirmation for a sample posting (issue 42). */
export const SAMPLE_APPLIED_MESSAGE = 'Saved to your tracker. This is a sample posting: no employer receives it.';

/** The in-app form's confirmation for a job without an employer apply page (one a user added). */
export const TRACKED_APPLIED_MESSAGE = 'Saved to your tracker. Stride does not send it to the employer: apply with them directly too.';
