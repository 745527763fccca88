// The free-text parts of the other sections' filter indexes (towns and text), fetched once each and only
// when asked for: a results page whose free text finds nothing looks there before saying where the text
// does find listings.
import { useEffect, useRef, useState } from 'react';
import type { ListingSection } from '../../domain/routes/routes';
import { filterPartUrl } from '../../domain/search/card-shards';
import type { FilterPart, LoadedParts } from '../../domain/search/filter-index';

const textParts = ['towns', 'text'] as const satisfies readonly FilterPart[];

/** The other sections' parts fetched so far, by section; fetching starts the first time `wanted` is true. */
export function useOtherIndexes(
  others: readonly { readonly section: ListingSection }[],
  wanted: boolean,
): ReadonlyMap<ListingSection, LoadedParts> {
  const [indexes, setIndexes] = useState<ReadonlyMap<ListingSection, LoadedParts>>(() => new Map());
  // Each part is asked for once: a later search that again finds nothing reads what came.
  const asked = useRef(new Set<string>());
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (!wanted) return;
    controller.current ??= new AbortController();
    const { signal } = controller.current;
    for (const other of others)
      for (const part of textParts) {
        const url = filterPartUrl(other.section, part);
        if (asked.current.has(url)) continue;
        asked.current.add(url);
        fetch(url, { signal })
          .then((response) => (response.ok ? response.json() : undefined))
          .then((data: unknown) => {
            if (data !== undefined)
              setIndexes((known) =>
                new Map(known).set(other.section, { ...known.get(other.section), [part]: data }),
              );
          })
          // Offline or left: the page says nothing of the other sections, which is still true to its list.
          .catch(() => asked.current.delete(url));
      }
  }, [others, wanted]);
  return indexes;
}
