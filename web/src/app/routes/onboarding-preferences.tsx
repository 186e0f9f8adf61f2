import { OnboardingShell, RequireAccount } from '@/features/onboarding/components/onboarding-shell';
import { PreferencesForm } from '@/features/onboarding/components/preferences-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function OnboardingPreferencesRoute() {
  useDocumentTitle('Your preferences');
  return (
    <RequireAccount>
      {(user) => (
        <OnboardingShell
          step="preferences"
          title="Set your career preferences"
          description="Your goals and skills shape your job matches, learning and recommendations."
        >
          <PreferencesForm user={user} />
        </OnboardingShell>
      )}
    </RequireAccount>
  );
}
