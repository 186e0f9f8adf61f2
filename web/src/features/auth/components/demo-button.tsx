import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDemo } from '@/features/auth/api/demo';
import { useCompleteSignIn } from '@/lib/session';
import { getErrorMessage } from '@/lib/api-client';

/** "Try the demo": signs in to a fresh account filled with sample data. */
export function DemoButton({ onError }: { onError: (message: string) => void }) {
  const completeSignIn = useCompleteSignIn();
  const demo = useDemo({ onSuccess: completeSignIn });
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={demo.isPending}
      onClick={() => demo.mutate(undefined, { onError: (error) => onError(getErrorMessage(error)) })}
    >
      {demo.isPending ? <Spinner className="size-4" label="Starting the demo" /> : <Sparkles aria-hidden="true" className="text-brand-500" />}
      Try the demo
    </Button>
  );
}

export function OrDivider() {
  return (
    <div className="relative my-6 text-center text-xs font-medium tracking-wide text-slate-500 uppercase">
      <span aria-hidden="true" className="absolute inset-x-0 top-1/2 h-px bg-border" />
      <span className="relative bg-white px-3">or</span>
    </div>
  );
}
