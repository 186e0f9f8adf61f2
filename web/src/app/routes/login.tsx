import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function LoginRoute() {
  useDocumentTitle('Sign in');
  return (
    <AuthLayout title="Welcome back" description="Sign in to continue your career journey.">
      <LoginForm />
    </AuthLayout>
  );
}
