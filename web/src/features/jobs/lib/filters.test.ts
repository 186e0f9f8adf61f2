import { describe, expect, it } from 'vitest';
import { emptyJobFilters, firstRelatedIndex, hasActiveFilters, jobsQueryString } from '@/features/jobs/lib/filters';

describe('jobsQueryString', () => {
  it('sends only paging when no filter is set', () => {
    expect(jobsQueryString(emptyJobFilters, { limit: 20, offset: 0 })).toBe('limit=20&offset=0');
  });

  it('sends trimmed text, the type and the remote flag, never "all"', () => {
    const qs = jobsQueryString(
      { search: '  data analyst ', location: ' Austin, TX ', type: 'part-time', remote: 'true' },
      { limit: 20, offset: 40 },
    );
    const params = new URLSearchParams(qs);
    expect(params.get('search')).toBe('data analyst');
    expect(params.get('location')).toBe('Austin, TX');
    expect(params.get('type')).toBe('part-time');
    expect(params.get('remote')).toBe('true');
    expect(params.get('limit')).toBe('20');
    expect(params.get('offset')).toBe('40');
  });

  it('maps On-site Only to remote=false and leaves out blank text', () => {
    const params = new URLSearchParams(
      jobsQueryString({ search: '   ', location: '', type: 'all', remote: 'false' }, { limit: 20, offset: 0 }),
    );
    expect(params.has('search')).toBe(false);
    expect(params.has('location')).toBe(false);
    expect(params.has('type')).toBe(false);
    expect(params.get('remote')).toBe('false');
  });
});

describe('hasActiveFilters', () => {
  it('is false for the empty filters and true once any narrows the search', () => {
    expect(hasActiveFilters(emptyJobFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyJobFilters, remote: 'true' })).toBe(true);
    expect(hasActiveFilters({ ...emptyJobFilters, search: 'nurse' })).toBe(true);
  });
});

describe('firstRelatedIndex', () => {
  it('finds where the related roles begin', () => {
    expect(firstRelatedIndex([{ related: false }, { related: true }, { related: true }])).toBe(1);
    expect(firstRelatedIndex([{ related: true }])).toBe(0);
  });

  it('is -1 when every job matches the search', () => {
    expect(firstRelatedIndex([{ related: false }])).toBe(-1);
    expect(firstRelatedIndex([])).toBe(-1);
  });
});
