import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds', () => {
  it('reads the whole seconds our API sends', () => {
    expect(retryAfterSeconds('5')).toBe(5);
    expect(retryAfterSeconds(' 42 ')).toBe(42);
  });

  it('has no wait for a missing header, an HTTP date, a fraction or zero', () => {
    for (const header of [null, undefined, '', 'Fri, 27 Nov 2026 10:00:00 GMT', '1.5', '-3', '0', 'soon'])
      expect(retryAfterSeconds(header), String(header)).toBeUndefined();
  });
});
