import { describe, expect, it } from 'vitest';
import {
  astroSeconds,
  failureOf,
  pageTimes,
  parseImageLine,
  prerenderSeconds,
  reusedPages,
} from './build-log';

const log = `01:58:50   ├─ /de/index.html (+13ms)
01:58:50   ├─ /nl/te-koop/index.html (+39ms)
01:58:50   └─ /for-sale/index.html (+20ms)
02:00:01 ✓ Completed in 1m 12s.
02:00:02 [export-media] published data/media at /media with 178 resized copies of 38 pictures (0 made, 178 reused from the cache) in 48 ms`;

describe('build log', () => {
  it('reads the time of each prerendered page', () => {
    expect(pageTimes(log)).toEqual([13, 39, 20]);
  });
  it('counts the pages an incremental build copied instead of rendering them', () => {
    const incremental = `${log}
01:58:51   ├─ /nl/te-koop/gent/huis/1001/index.html (restored)
01:58:51   ├─ /fr/a-vendre/gent/maison/1001/index.html (cached)`;
    expect(reusedPages(incremental)).toBe(2);
    expect(pageTimes(incremental)).toEqual([13, 39, 20]);
    expect(reusedPages(log)).toBe(0);
  });
  it("reads the image cache's made and reused counts", () => {
    expect(parseImageLine(log)).toEqual({ made: 0, reused: 178 });
    expect(parseImageLine('no images')).toBeUndefined();
  });
});

describe('prerender time', () => {
  it("reads Astro's durations", () => {
    expect(astroSeconds('1m 12s')).toBe(72);
    expect(astroSeconds('26.34s')).toBeCloseTo(26.34, 5);
    expect(astroSeconds('355ms')).toBeCloseTo(0.355, 5);
  });
  it('takes the duration that closes the prerendering step, not an earlier one', () => {
    expect(prerenderSeconds(`[build] ✓ Completed in 355ms.\n prerendering static routes \n${log}`)).toBe(72);
    expect(prerenderSeconds('[build] ✓ Completed in 355ms.')).toBeUndefined();
  });
  it("says why a build stopped: the heap running out, else its last error, never GNU time's report", () => {
    const timed =
      '\tCommand terminated by signal 6\n\tCommand being timed: "node astro.mjs build"\n\tExit status: 134';
    const oom = `${log}\n<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n----- Native stack trace -----\n${timed}`;
    expect(failureOf(oom)).toBe(
      'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
    );
    expect(
      failureOf(`${log}\n[ERROR] properties.json: record 3: Price is not a number\nat x\n${timed}`),
    ).toBe('[ERROR] properties.json: record 3: Price is not a number');
    expect(failureOf(`${log}\nKilled\n${timed}`)).toBe('Killed');
  });
});
