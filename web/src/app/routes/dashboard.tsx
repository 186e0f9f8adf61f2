import { Dashboard } from '@/features/dashboard/components/dashboard';
import type { User } from '@/types/api';

export default function DashboardRoute({ user }: { user: User }) {
  return <Dashboard user={user} />;
}
