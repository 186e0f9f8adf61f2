import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppConfig } from '@/lib/app-config';

export default function LoginRoute() {
  useDocumentTitle('Sign in');
  const config = useAppConfig();
  return (
    <AuthLayout title="Welcome back" description="Sign in to continue your career journey.">
      <LoginForm oidcName={config.data?.oidcName ?? ''} />
    </AuthLayout>
  );
}
