import { describe, expect, it } from 'vitest';
import { appliesAtEmployer } from '@/lib/apply';

describe('appliesAtEmployer', () => {
  it('sends real postings with an http(s) apply link to the employer, and keeps samples and local links in Stride', () => {
    expect(appliesAtEmployer({ sample: false, applyUrl: 'https://boards.greenhouse.io/acme/jobs/1' })).toBe(true);
    expect(appliesAtEmployer({ sample: true, applyUrl: 'https://example.com/apply' })).toBe(false);
    expect(appliesAtEmployer({ sample: true, applyUrl: '/jobs/abc/apply' })).toBe(false);
    expect(appliesAtEmployer({ sample: false, applyUrl: '/jobs/abc/apply' })).toBe(false);
    expect(appliesAtEmployer({ sample: false, applyUrl: null })).toBe(false);
    expect(appliesAtEmployer({ sample: false, applyUrl: 'javascript:alert(1)' })).toBe(false);
  });
});
