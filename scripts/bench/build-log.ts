// What `astro build` prints that the bench reads: each prerendered page's time, the pages an incremental
// build copied from the last one, and the export-media integration's count of resized pictures made and
// reused from the cache.

/** The export-media integration's log line: how many resized copies it made and reused. */
export function parseImageLine(output: string): { made: number; reused: number } | undefined {
  const match = /\((\d+) made, (\d+) reused from the cache\)/.exec(output);
  return match === null ? undefined : { made: Number(match[1]), reused: Number(match[2]) };
}

/** The render times (ms) Astro prints after each prerendered page: `├─ /path/index.html (+13ms)`. */
export function pageTimes(output: string): number[] {
  return [...output.matchAll(/\.html \(\+(\d+)ms\)/g)].map((match) => Number(match[1]));
}

/**
 * The pages an incremental build took from the last build instead of rendering them: Astro prints
 * `├─ /path/index.html (restored)` for a copy from its cache folder, `(cached)` for a file left in place.
 */
export function reusedPages(output: string): number {
  return output.match(/\.html \((?:restored|cached)\)/g)?.length ?? 0;
}

/** Seconds from Astro's "1m 12s" / "26.34s" / "355ms" durations. */
export function astroSeconds(text: string): number {
  const minutes = /(\d+)m(?!s)/.exec(text);
  const seconds = /([\d.]+)s/.exec(text.replace(/\d+ms/, ''));
  const ms = /([\d.]+)ms/.exec(text);
  return Number(minutes?.[1] ?? 0) * 60 + Number(seconds?.[1] ?? 0) + Number(ms?.[1] ?? 0) / 1000;
}

/** How long Astro spent prerendering the pages: the "Completed in" after "prerendering static routes". */
export function prerenderSeconds(output: string): number | undefined {
  const start = output.indexOf('prerendering static routes');
  if (start < 0) return undefined;
  const match = /✓ Completed in ([^.\n]*\d(?:\.\d+)?(?:ms|s))/.exec(output.slice(start));
  return match?.[1] === undefined ? undefined : astroSeconds(match[1]);
}

/** Why a build stopped, from its output: V8's fatal error when it ran out of heap, else its last error line. */
export function failureOf(output: string): string {
  // GNU time's report (time -v) follows the build's own output.
  const own = output.split(/^\s*Command (?:being timed|terminated by signal)/m)[0] ?? output;
  const lines = own
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return (
    lines.find((line) => /FATAL ERROR|heap out of memory/i.test(line)) ??
    lines.findLast((line) => /error/i.test(line)) ??
    lines.at(-1) ??
    'no output'
  );
}
