import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password');
  return (
    <AuthLayout title="Choose a new password" description="The link works once, within an hour. You will be signed out everywhere.">
      <ResetPasswordForm />
    </AuthLayout>
  );
}
