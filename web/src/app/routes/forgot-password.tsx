import { useAppConfig } from '@/lib/app-config';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  const config = useAppConfig();
  return (
    <AuthLayout title="Forgot your password?" description="Enter your e-mail address and we will send you a link to choose a new one.">
      <ForgotPasswordForm mailConfigured={config.data?.mailConfigured ?? true} />
    </AuthLayout>
  );
}
