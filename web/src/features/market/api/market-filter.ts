/** Seed 001 §9: region and industry options; the first of each is the default. */
export const marketRegions = ['Global', 'North America', 'Europe', 'Asia Pacific'] as const;
export const marketIndustries = ['Technology', 'Healthcare', 'Finance', 'Manufacturing', 'Education'] as const;
export type MarketRegion = (typeof marketRegions)[number];
export type MarketIndustry = (typeof marketIndustries)[number];

export interface MarketFilter {
  region: MarketRegion;
  industry: MarketIndustry;
}

export const defaultMarketFilter: MarketFilter = { region: 'Global', industry: 'Technology' };

/** Stride's market data is United States data: these regions show it. */
export const regionsWithData: readonly MarketRegion[] = ['Global', 'North America'];

export function regionHasData(region: MarketRegion): boolean {
  return regionsWithData.includes(region);
}

/** Every market query key starts with this, so one invalidation refreshes them all. */
export const marketKeyRoot = '/api/market-intelligence';

export function marketQuery(path: string, filter: MarketFilter): string {
  const q = new URLSearchParams({ region: filter.region, industry: filter.industry });
  return `${marketKeyRoot}/${path}?${q.toString()}`;
}
