import { Welcome } from '@/features/home/components/welcome';
import type { User } from '@/types/api';

export default function HomeRoute({ user }: { user: User }) {
  return <Welcome user={user} />;
}
