import { TriangleAlert } from 'lucide-react';
import { useUploadChecksContext } from '@/features/resumes/hooks/use-upload-checks';

/** Beside the save state: how many uploaded fields the person has not confirmed yet. */
export function UnconfirmedState() {
  const { open } = useUploadChecksContext();
  if (open.length === 0) return null;
  return (
    <p
      className="inline-flex items-center gap-1.5 self-start rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm text-amber-900 sm:self-auto"
      data-testid="unconfirmed-state"
      aria-live="polite"
    >
      <TriangleAlert aria-hidden="true" className="size-4 text-amber-600" />
      {open.length === 1 ? '1 uploaded field to check' : `${open.length} uploaded fields to check`}
    </p>
  );
}
