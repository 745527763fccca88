import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { emptyHistory } from '../domain/listing/listing-history';
import { readListingHistory, updateListingHistory, writeListingHistory } from './listing-history-file';
import { loadExport } from './load-export';

const folder = mkdtempSync(join(tmpdir(), 'listing-history-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the listing history file', () => {
  it('reads back the history it wrote, also in another copy of this module (the pages Astro bundled)', async () => {
    const path = join(folder, 'listing-history.json');
    const written = updateListingHistory(
      emptyHistory(),
      loadExport('data'),
      new Date('2026-11-20T10:00:00Z'),
    );
    writeListingHistory(path, written);
    expect(readListingHistory(path)).toBe(written);
    vi.resetModules();
    const other = (await import('./listing-history-file')) as typeof import('./listing-history-file');
    expect(other.readListingHistory).not.toBe(readListingHistory);
    // The same object, not the file parsed again (10,000 listings' history took 0.2-0.3 s to parse).
    expect(other.readListingHistory(path)).toBe(written);
  });

  it('parses the file again once it was written anew', () => {
    const path = join(folder, 'rewritten.json');
    const model = loadExport('data');
    writeListingHistory(path, updateListingHistory(emptyHistory(), model, new Date('2026-11-20T10:00:00Z')));
    const next = updateListingHistory(emptyHistory(), model, new Date('2026-11-21T10:00:00Z'));
    writeListingHistory(path, next);
    expect(readListingHistory(path)).toBe(next);
  });
});
