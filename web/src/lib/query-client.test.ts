import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { safeNextPath } from '@/lib/safe-redirect';

describe('query client defaults (seed 000 §7, §9)', () => {
  it('never retries, never refetches on focus, never polls, never goes stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(mutations?.retry).toBe(false);
  });

  it('reads with a GET on the query key joined by /', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json([{ id: 1 }]));
    vi.stubGlobal('fetch', fetchMock);
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/users', 'u1', 'skills'] });
    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/u1/skills');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/jobs', '/jobs'],
    ['/jobs/1/apply?x=1', '/jobs/1/apply?x=1'],
    ['//evil.example', null],
    ['https://evil.example', null],
    ['/\\evil.example', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
