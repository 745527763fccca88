import { describe, expect, it } from 'vitest';
import { listingPageKey } from '../../../src/data/listing-page-key';
import type { ListedPage } from './keep-prerenderer-integration';
import { similarBlockRendering, withSimilarBlock } from './similar-block';
import type { BuildApp } from './warm-renderer';

const open = '<section class="detail__similar" data-cid>';
const page = (block: string) =>
  `<main><section class="detail__contact"><h2>Contact</h2></section>${block}<footer>x</footer></main>`;
const block = (cards: string) => `${open}<h2>Similar</h2><ul>${cards}</ul></section>`;

const spliced = (live: string, rendered: string) =>
  withSimilarBlock(Buffer.from(live), Buffer.from(rendered))?.toString();

describe('a similar-listing block put in place of the live one', () => {
  it('replaces the block of the live page and keeps the rest of it', () => {
    expect(spliced(page(block('<li>old</li>')), block('<li>new</li><li>two</li>'))).toBe(
      page(block('<li>new</li><li>two</li>')),
    );
  });

  it('finds the end of a block that holds sections of its own', () => {
    const nested = block('<li><section>a</section></li><li><section><section>b</section></section></li>');
    expect(spliced(page(nested), block('<li>new</li>'))).toBe(page(block('<li>new</li>')));
  });

  it('refuses a page without the block, or with it twice: the page is then rendered whole', () => {
    expect(spliced(page(''), block('<li>new</li>'))).toBeUndefined();
    expect(spliced(page(block('<li>a</li>') + block('<li>b</li>')), block('<li>new</li>'))).toBeUndefined();
  });

  it('refuses a rendered block that is not one whole section', () => {
    const live = page(block('<li>old</li>'));
    expect(spliced(live, '')).toBeUndefined();
    expect(spliced(live, `${block('<li>new</li>')}\n`)).toBeUndefined();
    expect(spliced(live, `${open}<ul>`)).toBeUndefined();
    expect(spliced(live, `<div>${block('<li>new</li>')}</div>`)).toBeUndefined();
  });
});

describe('the similar-listing blocks of a render', () => {
  const pageRoute = { component: 'src/pages/[...path].astro', route: '/[...path]' };
  const blockRoute = {
    component: 'src/pages/similar-listings/[...path].astro',
    route: '/similar-listings/[...path]',
  };
  const listed = (pathname: string, cacheKey: string) =>
    ({ pathname, route: pageRoute, cacheKey }) as unknown as ListedPage;
  // The parts of Astro's build app the blocks use: its routes and its route cache.
  const appWith = (routes: readonly object[]) => {
    const cache: Record<string, unknown> = { 'block-key': { staticPaths: [] } };
    const app = {
      manifest: { routes: routes.map((routeData) => ({ routeData })) },
      routeCache: { clearAll: () => undefined, cache, key: () => 'block-key' },
    } as unknown as BuildApp;
    return { app, cache };
  };
  const before = new Map([['/fr/a/1', listed('/fr/a/1', listingPageKey('page', 'block-1'))]]);
  const live = Buffer.from(page(block('<li>old</li>')));

  it('takes a page whose key changed in its block part only, and names it to the block route', () => {
    const { app, cache } = appWith([pageRoute, blockRoute]);
    const blocks = similarBlockRendering(app, async () => Buffer.alloc(0))(before);
    expect(blocks.changedAlone(listed('/fr/a/1/', listingPageKey('page', 'block-2')))).toBe(true);
    expect(blocks.changedAlone(listed('/fr/a/1/', listingPageKey('page-2', 'block-2')))).toBe(false);
    expect(blocks.changedAlone(listed('/fr/b/2/', listingPageKey('page', 'block-2')))).toBe(false);
    // The paths the block route listed with the pages (none) are forgotten, so that it lists these.
    expect(blocks.forget([listed('/fr/a/1/', ''), listed('/nl/b/2', '')])).toBe('fr/a/1\nnl/b/2');
    expect(cache).toEqual({});
  });

  it('renders the block at the block route and puts it in place of the live one', async () => {
    const asked: ListedPage[] = [];
    const { app } = appWith([pageRoute, blockRoute]);
    const blocks = similarBlockRendering(app, async (asking) => {
      asked.push(asking);
      return Buffer.from(block('<li>new</li>'));
    })(before);
    const next = listed('/fr/a/1/', listingPageKey('page', 'block-2'));
    expect((await blocks.render(next, live))?.toString()).toBe(page(block('<li>new</li>')));
    expect(asked.map(({ pathname, route }) => [pathname, route])).toEqual([
      ['/similar-listings/fr/a/1', blockRoute],
    ]);
  });

  it('leaves the page to be rendered whole when the block cannot be rendered or put in place', async () => {
    const next = listed('/fr/a/1/', listingPageKey('page', 'block-2'));
    const failing = similarBlockRendering(appWith([pageRoute, blockRoute]).app, () =>
      Promise.reject(new Error('no such path')),
    )(before);
    expect(await failing.render(next, live)).toBeUndefined();
    const notFound = similarBlockRendering(appWith([pageRoute, blockRoute]).app, async () =>
      Buffer.from('<!DOCTYPE html><html>not found</html>'),
    )(before);
    expect(await notFound.render(next, live)).toBeUndefined();
    // A build without the block route renders every page whole.
    const without = similarBlockRendering(appWith([pageRoute]).app, async () => Buffer.from(block('')))(
      before,
    );
    expect(without.changedAlone(next)).toBe(false);
    expect(await without.render(next, live)).toBeUndefined();
  });
});
