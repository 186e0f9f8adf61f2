import { NotFound } from '@/features/misc/components/not-found';

export default function NotFoundRoute() {
  return <NotFound />;
}
