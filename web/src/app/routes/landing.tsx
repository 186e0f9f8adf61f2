import { LandingPlaceholder } from '@/features/landing/components/landing-placeholder';

export default function LandingRoute() {
  return <LandingPlaceholder />;
}
