import { TriangleAlert } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useUploadChecksContext } from '@/features/resumes/hooks/use-upload-checks';
import { checkPlace, type CheckSection } from '@/features/resumes/lib/upload-checks';

/**
 * "Check what Stride read": after an upload, the fields the parser doubts,
 * each a link to its tab and field. Gone once every one is fixed or
 * confirmed.
 */
export function UploadChecksNotice({ onOpen }: { onOpen: (section: CheckSection) => void }) {
  const { open, requestFocus } = useUploadChecksContext();
  if (open.length === 0) return null;
  return (
    <Card role="region" className="border-amber-300 bg-amber-50/70 p-4 sm:p-5" aria-labelledby="upload-checks-heading" data-testid="upload-checks">
      <h2 id="upload-checks-heading" className="flex items-center gap-2 font-semibold text-amber-950">
        <TriangleAlert aria-hidden="true" className="size-5 text-amber-600" />
        Check what Stride read
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        We were not sure about {open.length === 1 ? 'one field' : `${open.length} fields`} of your upload. Fix{' '}
        {open.length === 1 ? 'it' : 'each'} in the editor or press &ldquo;Looks right&rdquo;. Cover letters and
        answers are written from your saved resume, so check {open.length === 1 ? 'it' : 'them'} before you save.
      </p>
      <ul className="mt-3 grid gap-1.5 text-sm">
        {open.map((c) => (
          <li key={c.id} className="text-amber-950">
            <button
              type="button"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
              onClick={() => {
                onOpen(c.section);
                requestFocus(c.path);
              }}
            >
              {checkPlace(c)}
            </button>
            : {c.reason}
          </li>
        ))}
      </ul>
    </Card>
  );
}
