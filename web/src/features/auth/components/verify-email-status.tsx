import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { getErrorMessage } from '@/lib/api-client';

/** /verify-email?token=…: confirms the address (or a new one) as soon as the page opens. */
export function VerifyEmailStatus({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once: a token works a single time.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const next = signedIn ? { to: '/profile', label: 'Go to your profile' } : { to: '/login', label: 'Sign in' };
  if (!token || verify.isError) {
    return (
      <div className="grid gap-4">
        <FormAlert>{token ? getErrorMessage(verify.error) : 'This link is invalid or has expired. Please ask for a new one.'}</FormAlert>
        <Button asChild variant="outline">
          <Link to={next.to}>{next.label}</Link>
        </Button>
      </div>
    );
  }
  if (!verify.isSuccess) {
    return (
      <div className="flex justify-center py-6">
        <Spinner className="size-6" label="Confirming your address" />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800" data-testid="email-verified">
        {verify.data}
      </p>
      <Button asChild size="lg">
        <Link to={next.to}>{next.label}</Link>
      </Button>
    </div>
  );
}
