import { OnboardingShell } from '@/features/onboarding/components/onboarding-shell';
import { PreferencesForm } from '@/features/onboarding/components/preferences-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { User } from '@/types/api';

export default function OnboardingPreferencesRoute({ user }: { user: User }) {
  useDocumentTitle('Your preferences');
  return (
    <OnboardingShell
      step="preferences"
      title="Set your career preferences"
      description="Your goals and skills shape your job matches, learning and recommendations."
    >
      <PreferencesForm user={user} />
    </OnboardingShell>
  );
}
