import { Check, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { OpenCheck } from '@/features/resumes/lib/upload-checks';

/**
 * The amber "Check" mark of a field Stride read with doubt: the word and
 * the reason in text (not colour alone) and a "Looks right" button.
 */
export function CheckMark({ id, check, onConfirm }: { id: string; check: OpenCheck; onConfirm: () => void }) {
  return (
    <div
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900"
      data-testid="check-mark"
    >
      <p id={id} className="flex min-w-0 flex-1 items-start gap-1.5">
        <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-amber-600" />
        <span>
          <span className="font-semibold">Check:</span> {check.reason}
        </span>
      </p>
      <Button variant="ghost" size="sm" className="h-7 px-2 text-xs text-amber-900 hover:bg-amber-100" onClick={onConfirm}>
        <Check aria-hidden="true" />
        Looks right
      </Button>
    </div>
  );
}
