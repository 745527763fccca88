import { describe, expect, it } from 'vitest';
import { daySaltCache } from './day-salt-cache';

describe('daySaltCache', () => {
  it("reads a day's salt once, reads again for another day, and forgets a past day", async () => {
    const reads: string[] = [];
    const read = async (day: string) => {
      reads.push(day);
      return `salt of ${day}`;
    };
    const cache = daySaltCache();
    expect(await cache.salt('2026-11-25', read)).toBe('salt of 2026-11-25');
    expect(await cache.salt('2026-11-25', read)).toBe('salt of 2026-11-25');
    expect(reads).toEqual(['2026-11-25']);
    // Forgetting days before the remembered one keeps it; forgetting its own day drops it.
    cache.forgetBefore('2026-11-25');
    await cache.salt('2026-11-25', read);
    expect(reads).toEqual(['2026-11-25']);
    cache.forgetBefore('2026-11-26');
    await cache.salt('2026-11-25', read);
    expect(reads).toEqual(['2026-11-25', '2026-11-25']);
    expect(await cache.salt('2026-11-26', read)).toBe('salt of 2026-11-26');
    expect(reads).toHaveLength(3);
  });
});
