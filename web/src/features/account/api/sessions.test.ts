import { describe, expect, it } from 'vitest';
import { describeClient } from '@/features/account/api/sessions';

describe('describeClient', () => {
  it('names the browser and the system of common User-Agents', () => {
    expect(describeClient('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(describeClient('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0')).toBe('Firefox on Windows');
    expect(describeClient('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1')).toBe('Safari on iOS');
    expect(describeClient('Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36 Edg/130.0')).toBe('Edge on Windows');
  });
  it('falls back to the raw string, or says it is unknown', () => {
    expect(describeClient('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeClient('')).toBe('Unknown client');
  });
});
