import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function RegisterRoute() {
  useDocumentTitle('Create your account');
  return (
    <AuthLayout title="Create your account" description="Start planning your next career move in minutes.">
      <RegisterForm />
    </AuthLayout>
  );
}
