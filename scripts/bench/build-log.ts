// What `astro build` prints that the bench reads: each prerendered page's time, and the export-media
// integration's count of resized pictures made and reused from the cache.

/** The export-media integration's log line: how many resized copies it made and reused. */
export function parseImageLine(output: string): { made: number; reused: number } | undefined {
  const match = /\((\d+) made, (\d+) reused from the cache\)/.exec(output);
  return match === null ? undefined : { made: Number(match[1]), reused: Number(match[2]) };
}

/** The render times (ms) Astro prints after each prerendered page: `├─ /path/index.html (+13ms)`. */
export function pageTimes(output: string): number[] {
  return [...output.matchAll(/\.html \(\+(\d+)ms\)/g)].map((match) => Number(match[1]));
}
