import { AuthLayout } from '@/features/auth/components/auth-layout';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/user';

export default function VerifyEmailRoute() {
  useDocumentTitle('Confirm your e-mail address');
  const signedIn = Boolean(useUser().data);
  return (
    <AuthLayout title="Confirm your e-mail address" description="">
      <VerifyEmailStatus signedIn={signedIn} />
    </AuthLayout>
  );
}
