import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET, getStaticPaths } from '../pages/search-index/[...slug].json';
import { withDataDir } from './data-dir';
import { loadExport } from './load-export';
import { searchIndexFor } from './search-index-file';
import { listedListings, previousPrices } from './site-model';
import { markWarmProcess } from './warm-process';

type Listed = { params: { slug: string }; props: Parameters<typeof GET>[0]['props'] };

// The route's files as a build lists and serves them, on the sample export.
const listFiles = () => (getStaticPaths as unknown as () => Listed[])();
const serve = async (file: Listed) =>
  new Uint8Array(await (GET as unknown as (context: { props: unknown }) => Response)(file).arrayBuffer());
const saleEntries = () =>
  searchIndexFor({ ...loadExport(), properties: listedListings() }, 'en', 'sale', previousPrices());

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('agency-website/warm-process')];
});

describe('the search index files of a build', () => {
  it('let go of the kept entries once a one-shot build served the last file, the same bytes served', async () => {
    // A build's process exposes gc (scripts/build/astro-build-flags.mjs): the memory is given back then.
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    await withDataDir('data', async () => {
      const files = listFiles();
      const kept = saleEntries();
      expect(saleEntries()[0]).toBe(kept[0]);
      const bodies: Uint8Array[] = [];
      for (const file of files.slice(0, -1)) bodies.push(await serve(file));
      // Not yet: one file is left.
      expect(saleEntries()[0]).toBe(kept[0]);
      expect(gc).not.toHaveBeenCalled();
      bodies.push(await serve(files.at(-1) as Listed));
      expect(gc).toHaveBeenCalledOnce();
      expect(saleEntries()[0]).not.toBe(kept[0]);
      expect(saleEntries()).toEqual(kept);
      // Listed and served again (a second build in the same process), each file has the same bytes.
      const again = listFiles();
      expect(again.map((file) => file.params.slug)).toEqual(files.map((file) => file.params.slug));
      for (const [index, file] of again.entries()) expect(await serve(file)).toEqual(bodies[index]);
    });
  });

  it('keeps them in the warm publisher, for its next export', async () => {
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    markWarmProcess();
    await withDataDir('data', async () => {
      const files = listFiles();
      const kept = saleEntries();
      for (const file of files) await serve(file);
      expect(saleEntries()[0]).toBe(kept[0]);
      expect(gc).not.toHaveBeenCalled();
    });
  });
});
