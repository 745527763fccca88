// The listing indexes of the other sections, fetched once each and only when asked for: a results page
// whose free text finds nothing looks there before saying where the text does find listings.
import { useEffect, useRef, useState } from 'react';
import type { ListingSection } from '../../domain/routes/routes';
import type { SearchIndexEntry } from '../../domain/search/search-index';

/** The other sections' indexes fetched so far, by section; fetching starts the first time `wanted` is true. */
export function useOtherIndexes(
  others: readonly { readonly section: ListingSection; readonly indexUrl: string }[],
  wanted: boolean,
): ReadonlyMap<ListingSection, readonly SearchIndexEntry[]> {
  const [indexes, setIndexes] = useState<ReadonlyMap<ListingSection, readonly SearchIndexEntry[]>>(
    () => new Map(),
  );
  // Each index is asked for once: a later search that again finds nothing reads what came.
  const asked = useRef(new Set<string>());
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (!wanted) return;
    controller.current ??= new AbortController();
    const { signal } = controller.current;
    for (const other of others) {
      if (asked.current.has(other.indexUrl)) continue;
      asked.current.add(other.indexUrl);
      fetch(other.indexUrl, { signal })
        .then((response) => (response.ok ? response.json() : undefined))
        .then((data: unknown) => {
          if (Array.isArray(data))
            setIndexes((known) => new Map(known).set(other.section, data as SearchIndexEntry[]));
        })
        // Offline or left: the page says nothing of the other sections, which is still true to its list.
        .catch(() => asked.current.delete(other.indexUrl));
    }
  }, [others, wanted]);
  return indexes;
}
