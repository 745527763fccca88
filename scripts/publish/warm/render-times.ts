// Where a warm render's seconds go, by kind of page (pageKind). The publish logs the costliest kinds, so
// that a slow publish says whether its listings' pages, or the site-wide files a change also renders
// (search index, sitemap, address tables), took the time.

/** Seconds and pages by kind, in the order first met. */
export interface RenderTimes {
  add(kind: string, seconds: number, path: string): void;
  /** The `count` costliest kinds, costliest first. */
  top(count: number): readonly { readonly kind: string; readonly pages: number; readonly seconds: number }[];
  /** The costliest page, if any. */
  slowest(): { readonly path: string; readonly seconds: number } | undefined;
  /** Records `seconds` spent waiting for `what` (the live pages read ahead, the compressing worker). */
  waited(what: string, seconds: number): void;
  /** The seconds waited, by what was waited for. */
  waits(): ReadonlyMap<string, number>;
}

export function renderTimes(): RenderTimes {
  const kinds = new Map<string, { pages: number; seconds: number }>();
  let slowest: { path: string; seconds: number } | undefined;
  const waits = new Map<string, number>();
  return {
    add: (kind, seconds, path) => {
      if (slowest === undefined || seconds > slowest.seconds) slowest = { path, seconds };
      const known = kinds.get(kind) ?? { pages: 0, seconds: 0 };
      known.pages += 1;
      known.seconds += seconds;
      kinds.set(kind, known);
    },
    top: (count) =>
      [...kinds]
        .map(([kind, { pages, seconds }]) => ({ kind, pages, seconds }))
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, count),
    slowest: () => slowest,
    waited: (what, seconds) => waits.set(what, (waits.get(what) ?? 0) + seconds),
    waits: () => waits,
  };
}

/** `wait` timed into `times` as waiting for `what`. */
export function timedWait<A extends unknown[], R>(
  times: RenderTimes,
  what: string,
  wait: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    const begun = performance.now();
    try {
      return await wait(...args);
    } finally {
      times.waited(what, (performance.now() - begun) / 1000);
    }
  };
}

/**
 * A page's kind: its route, whether it has a cache key, and whether its similar-listing block alone was
 * rendered. Every localised page has the same route; those without a key (home, results, menu pages
 * showing listings) are rendered by every publish, the listings' own pages only when their key changed.
 */
export function pageKind(
  page: { readonly route: { readonly route: string }; readonly cacheKey?: string | undefined },
  blockAlone = false,
): string {
  const kind = page.cacheKey === undefined ? `${page.route.route} (no key)` : page.route.route;
  return blockAlone ? `${kind} block` : kind;
}

/** What a render tells of its times (RenderTimes). */
export interface TimesTold {
  readonly costliest: ReturnType<RenderTimes['top']>;
  readonly slowest: ReturnType<RenderTimes['slowest']>;
  readonly waits: ReturnType<RenderTimes['waits']>;
}

/** What `times` tells: its `count` costliest kinds, its slowest page and its waits. */
export function timesTold(times: RenderTimes, count: number): TimesTold {
  return { costliest: times.top(count), slowest: times.slowest(), waits: times.waits() };
}

/**
 * The costliest kinds and page, and the waits, as one clause of the publish's log: "/[...path] 400 pages
 * 6.1 s, …, the slowest /en/… 0.30 s; waiting for the live pages 1.3 s, …". A page's seconds include its
 * wait for the compressing worker.
 */
export function timesLine({ costliest, slowest, waits }: TimesTold): string {
  const kinds = costliest.map(({ kind, pages, seconds }) => `${kind} ${pages} pages ${seconds.toFixed(1)} s`);
  const slowestPage =
    slowest === undefined ? [] : [`the slowest ${slowest.path} ${slowest.seconds.toFixed(2)} s`];
  const waited = [...waits].map(([what, seconds]) => `${what} ${seconds.toFixed(1)} s`);
  return (
    [...kinds, ...slowestPage].join(', ') + (waited.length === 0 ? '' : `; waiting for ${waited.join(', ')}`)
  );
}
