import { LearningJourney } from '@/features/learning/components/learning-journey';

export default function LearningRoute() {
  return <LearningJourney />;
}
