// Reads a built site's search index back, for tests that compare pages with what the index serves.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchIndexEntry } from '../src/domain/search/search-index';

/**
 * A section's cards in one language as the build in `client` serves them, in the results' default order
 * (newest first): its card shards read back. A shard lists its cards counted from the far end of that
 * order, shard 0 the oldest (src/domain/search/card-shards.ts).
 */
export function builtSectionCards(client: string, locale: string, section: string): SearchIndexEntry[] {
  const folder = join(client, 'search-index', locale, section, 'cards-from-end');
  const shards = readdirSync(folder)
    .flatMap((file) => /^(\d+)\.json$/.exec(file)?.[1] ?? [])
    .map(Number)
    .sort((a, b) => b - a);
  return shards.flatMap((shard) =>
    (JSON.parse(readFileSync(join(folder, `${shard}.json`), 'utf8')) as SearchIndexEntry[]).reverse(),
  );
}
