import { describe, expect, it } from 'vitest';
import { crmRetryDelay, isRetryableStatus, tryForMs } from './crm-retry';

describe("the webhook's retry schedule", () => {
  it('waits about 5 s, 15 s, 1 min, 5 min, then every 30 min', () => {
    expect([1, 2, 3, 4, 5, 6].map(crmRetryDelay)).toEqual([
      5_000, 15_000, 60_000, 300_000, 1_800_000, 1_800_000,
    ]);
  });

  it('stops once the waits would pass a day', () => {
    let attempts = 1;
    let waited = 0;
    for (let delay = crmRetryDelay(attempts); delay !== undefined; delay = crmRetryDelay(attempts)) {
      waited += delay;
      attempts += 1;
    }
    expect(waited).toBeLessThanOrEqual(tryForMs);
    expect(waited).toBeGreaterThan(tryForMs - 30 * 60_000);
    expect(attempts).toBe(52); // 4 quick waits and 47 of half an hour
  });

  it('tries again after 408, 429 and 5xx, not after another 4xx', () => {
    expect([408, 429, 500, 503, 599].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 410, 422].some(isRetryableStatus)).toBe(false);
  });
});
