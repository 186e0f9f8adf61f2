import { OnboardingShell, RequireAccount } from '@/features/onboarding/components/onboarding-shell';
import { ProfileForm } from '@/features/onboarding/components/profile-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function OnboardingProfileRoute() {
  useDocumentTitle('Your profile');
  return (
    <RequireAccount>
      {(user) => (
        <OnboardingShell
          step="profile"
          title="Tell us about yourself"
          description="This helps us match you with the right jobs and advice."
        >
          <ProfileForm user={user} />
        </OnboardingShell>
      )}
    </RequireAccount>
  );
}
