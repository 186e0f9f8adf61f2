import { useSearchParams } from '@/lib/router';
import { getPlan } from '@/config/plans';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function RegisterRoute() {
  useDocumentTitle('Create your account');
  // Coming from /subscribe, the chosen plan travels in ?plan= and is saved at sign-up.
  const plan = getPlan(useSearchParams()[0].get('plan'));
  const description = plan
    ? `You chose the ${plan.name} plan ($${plan.price}/${plan.interval}). Create your account to finish setting up.`
    : 'Start planning your next career move in minutes.';
  return (
    <AuthLayout title="Create your account" description={description}>
      <RegisterForm />
    </AuthLayout>
  );
}
