import { CareerExplorer } from '@/features/career/components/career-explorer';
import type { User } from '@/types/api';

export default function CareerRoute({ user }: { user: User }) {
  return <CareerExplorer user={user} />;
}
