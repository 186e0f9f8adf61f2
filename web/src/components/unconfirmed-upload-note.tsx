import { TriangleAlert } from 'lucide-react';
import { Link } from '@/lib/router';
import { useUnconfirmedUploadCount } from '@/lib/upload-checks-store';

/**
 * On the materials screen: the uploaded resume fields the person has not
 * confirmed yet, which materials would use as Stride read them.
 */
export function UnconfirmedUploadNote({ userId }: { userId: string }) {
  const count = useUnconfirmedUploadCount(userId);
  if (count === 0) return null;
  return (
    <p
      role="status"
      data-testid="unconfirmed-upload-note"
      className="mt-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <span>
        {count === 1 ? '1 field' : `${count} fields`} from your uploaded resume {count === 1 ? 'is' : 'are'} not confirmed
        yet; materials use {count === 1 ? 'it' : 'them'} as Stride read {count === 1 ? 'it' : 'them'}.{' '}
        <Link to="/resume" className="font-medium text-brand-700 underline underline-offset-2">
          {count === 1 ? 'Check it' : 'Check them'} in the Resume Builder
        </Link>
      </span>
    </p>
  );
}
