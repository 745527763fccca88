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
}

export function renderTimes(): RenderTimes {
  const kinds = new Map<string, { pages: number; seconds: number }>();
  let slowest: { path: string; seconds: number } | undefined;
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
}

/** The costliest kinds and page as one clause of the publish's log: "/[...path] 400 pages 6.1 s, …". */
export function timesLine({ costliest, slowest }: TimesTold): string {
  const kinds = costliest.map(({ kind, pages, seconds }) => `${kind} ${pages} pages ${seconds.toFixed(1)} s`);
  return [
    ...kinds,
    ...(slowest === undefined ? [] : [`the slowest ${slowest.path} ${slowest.seconds.toFixed(2)} s`]),
  ].join(', ');
}
