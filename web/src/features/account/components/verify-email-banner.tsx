import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useResendVerification } from '@/features/account/api/resend-verification';
import { getErrorMessage } from '@/lib/api-client';
import type { User } from '@/types/api';

/** Shown until the address is confirmed; nothing else waits for it. */
export function VerifyEmailBanner({ user }: { user: User }) {
  const resend = useResendVerification();
  if (user.emailVerified || user.isDemo) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50" data-testid="verify-email-banner">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-sm text-amber-900 sm:px-6 lg:px-8">
        <MailWarning aria-hidden="true" className="size-4 shrink-0" />
        <p className="min-w-0 flex-1">
          Please confirm your e-mail address: open the link we sent to <strong>{user.email}</strong>.
        </p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (message) => toast({ title: 'Link sent', description: message }),
              onError: (error) => toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) }),
            })
          }
        >
          Send the link again
        </Button>
      </div>
    </div>
  );
}
