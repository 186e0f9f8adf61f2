import { OnboardingShell } from '@/features/onboarding/components/onboarding-shell';
import { ProfileForm } from '@/features/onboarding/components/profile-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { User } from '@/types/api';

export default function OnboardingProfileRoute({ user }: { user: User }) {
  useDocumentTitle('Your profile');
  return (
    <OnboardingShell
      step="profile"
      title="Tell us about yourself"
      description="This helps us match you with the right jobs and advice."
    >
      <ProfileForm user={user} />
    </OnboardingShell>
  );
}
