import { MaterialsPage } from '@/features/materials/components/materials-page';
import type { User } from '@/types/api';

export default function ApplicationMaterialsRoute({ user }: { user: User }) {
  return <MaterialsPage userId={user.id} />;
}
