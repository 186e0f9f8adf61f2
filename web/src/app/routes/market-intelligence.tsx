import { MarketIntelligence } from '@/features/market/components/market-intelligence';

export default function MarketIntelligenceRoute() {
  return <MarketIntelligence />;
}
