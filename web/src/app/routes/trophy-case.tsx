import { TrophyCase } from '@/features/achievements/components/trophy-case';

export default function TrophyCaseRoute() {
  return <TrophyCase />;
}
