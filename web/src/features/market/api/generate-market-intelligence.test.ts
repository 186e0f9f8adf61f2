import { describe, expect, it, vi } from 'vitest';
import { generateMarketIntelligence } from '@/features/market/api/generate-market-intelligence';

describe('generateMarketIntelligence', () => {
  it('posts the region and industry', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ computedAt: '2026-01-01T00:00:00Z', postings: 6000, occupations: 923, changed: true }), {
        status: 200,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const snap = await generateMarketIntelligence({ region: 'Global', industry: 'Finance' });
    expect(snap.postings).toBe(6000);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/market-intelligence/generate');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ region: 'Global', industry: 'Finance' });
  });

  it("fails with the seed's 'HTTP {status}: {statusText}'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('{"message":"x"}', { status: 500, statusText: 'Internal Server Error' })),
    );
    await expect(generateMarketIntelligence({ region: 'Global', industry: 'Technology' })).rejects.toThrow(
      'HTTP 500: Internal Server Error',
    );
  });
});
