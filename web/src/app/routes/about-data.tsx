import { AboutData } from '@/features/about-data/components/about-data';

export default function AboutDataRoute() {
  return <AboutData />;
}
