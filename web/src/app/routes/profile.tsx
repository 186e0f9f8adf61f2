import { ProfileSettings } from '@/features/profile/components/profile-settings';
import type { User } from '@/types/api';

export default function ProfileRoute({ user }: { user: User }) {
  return <ProfileSettings user={user} />;
}
