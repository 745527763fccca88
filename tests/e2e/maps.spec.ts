// The maps in a real browser: the embeddable map page and its messages, the detail page's map, the results
// map view and the demand register's region picker. Tiles cannot load here (no network): markers must.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { acceptAllChoice, declineChoice, recordTrackers, storeConsent } from './chrome-fixtures';

const mapMessageType = 'agency-map:show';

/** A complete map message (the map refuses one without its five parts), with these parts changed. */
const complete = (parts: Record<string, unknown>) => ({
  type: mapMessageType,
  mapType: 'results',
  info: '',
  marqueeIgnore: [],
  marker: null,
  ...parts,
});

const listings = [
  {
    id: 1,
    lat: 51.054,
    lng: 3.717,
    title: 'House in Gent',
    url: '/property/1/',
    priceText: '€ 325.000',
    marquee: 0,
  },
  {
    id: 2,
    lat: 50.85,
    lng: 4.352,
    title: 'Flat in Brussel',
    url: '/property/2/',
    priceText: '€ 1.150',
    marquee: 1,
  },
  {
    id: 3,
    lat: 51.219,
    lng: 4.402,
    title: 'Loft in Antwerpen',
    url: '/property/3/',
    priceText: 'Sold',
    marquee: 3,
  },
];

// The tile server of data/site.json. With no network, Chromium itself logs each failed tile request; that
// network log is the only trace the map may leave: no script error, no logging of its own.
const tileOrigin = 'https://tile.openstreetmap.org';

/** Collects console errors and uncaught exceptions of a page and its frames (tile requests aside). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const isTileRequest =
      message.location().url.startsWith(`${tileOrigin}/`) &&
      message.text().startsWith('Failed to load resource');
    if (!isTileRequest) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Frames /map/ into the current page and resolves once the map says it listens. */
async function frameMap(page: Page, src: string): Promise<Frame> {
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.title = 'map';
        frame.style.cssText = 'width:800px;height:500px;border:0';
        window.addEventListener('message', (event) => {
          if (
            event.source === frame.contentWindow &&
            (event.data as { type?: string }).type === 'agency-map:ready'
          )
            resolve();
        });
        frame.src = url;
        document.body.prepend(frame);
      }),
    src,
  );
  const frame = page.frames().find((candidate) => candidate.url().endsWith('/map/'));
  if (frame === undefined) throw new Error('the map frame did not load');
  // Records what reaches the frame, after the map's own listener (registered first) has handled it.
  await frame.evaluate(() => {
    const seen: unknown[] = [];
    Object.assign(window, { seen });
    window.addEventListener('message', (event) => seen.push(event.data));
  });
  return frame;
}

/** Posts a message from the page to its map frame and waits until the map has handled it. */
async function postToMap(page: Page, frame: Frame, message: unknown): Promise<void> {
  const before = await frame.evaluate(() => (window as unknown as { seen: unknown[] }).seen.length);
  await page.evaluate((data) => {
    const target = document.querySelector('iframe')?.contentWindow;
    target?.postMessage(data, '*');
  }, message);
  await frame.waitForFunction(
    (count) => (window as unknown as { seen: unknown[] }).seen.length > count,
    before,
  );
}

test.describe('the embeddable map page', () => {
  test('shows the markers a page of the site posts, with a card linking to each listing', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const frame = await frameMap(page, '/map/');
    await postToMap(page, frame, complete({ properties: listings, info: 'Positions are approximate' }));

    const markers = frame.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(3);
    await expect(frame.locator('[data-map-status]')).toHaveText('3 properties on the map');
    await expect(frame.locator('[data-map-note]')).toHaveText('Positions are approximate');
    // Fitted in view: every marker lies inside the map, once Leaflet's zoom animation to the bounds
    // has ended (read mid-animation, a marker can still sit where the previous view put it).
    const box = await frame.locator('[data-map-page]').boundingBox();
    const outside = async () => {
      let count = 0;
      for (const marker of await markers.all()) {
        const spot = await marker.boundingBox();
        const inside =
          spot !== null &&
          box !== null &&
          spot.x >= box.x &&
          spot.x <= box.x + box.width &&
          spot.y >= box.y &&
          spot.y <= box.y + box.height;
        if (!inside) count += 1;
      }
      return count;
    };
    await expect.poll(outside).toBe(0);

    // A click that lands while Leaflet still animates the zoom to the markers can miss the marker it
    // was aimed at: the map is clicked once the animation has ended.
    await expect(frame.locator('.leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
    await frame.getByRole('button', { name: 'Flat in Brussel' }).click();
    const card = frame.locator('.listings-map__card');
    await expect(card).toContainText('Flat in Brussel');
    await expect(card).toContainText('€ 1.150');
    await expect(card.getByRole('link', { name: /View this property/ })).toHaveAttribute(
      'href',
      '/property/2/',
    );
    expect(errors).toEqual([]);
  });

  test('leaves off the listings whose Marquee code the message ignores, and takes a custom marker', async ({
    page,
  }) => {
    await page.goto('/fr/');
    const frame = await frameMap(page, '/fr/map/');
    await postToMap(
      page,
      frame,
      complete({
        properties: listings,
        marqueeIgnore: [3, 4],
        marker: { url: '/media/logo.svg', width: 30, height: 40 },
      }),
    );
    await expect(frame.locator('.leaflet-marker-icon')).toHaveCount(2);
    await expect(frame.locator('img.leaflet-marker-icon[alt="Loft in Antwerpen"]')).toHaveCount(0);
    await expect(frame.locator('img.leaflet-marker-icon[alt="House in Gent"]')).toHaveAttribute(
      'src',
      '/media/logo.svg',
    );
    await expect(frame.locator('[data-map-status]')).toHaveText('2 biens sur la carte');
  });

  test('ignores a message from another origin, and a message of the wrong shape', async ({ page }) => {
    // The server only lets the site itself frame the map (frame-ancestors 'self'), so a stranger's message
    // is dispatched in the page: dispatchEvent runs the map's listener before it returns.
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(tileOrigin)) tileRequests.push(request.url());
    });
    await page.goto('/map/');
    await page.waitForLoadState('networkidle');
    const send = (origin: string, data: unknown) =>
      page.evaluate(
        ([from, message]) =>
          window.dispatchEvent(new MessageEvent('message', { data: message, origin: from, source: window })),
        [origin, data] as const,
      );
    const markers = page.locator('.leaflet-marker-icon');
    await send('https://evil.example', complete({ properties: listings }));
    await send('null', complete({ properties: listings }));
    await expect(markers).toHaveCount(0);
    await expect(page.locator('[data-map-status]')).toHaveText('');

    const own = new URL(page.url()).origin;
    await send(own, complete({ properties: [{ ...listings[0], url: 'javascript:alert(1)' }] }));
    await send(own, complete({ type: 'something-else', properties: listings }));
    // The specification's message has five parts: one without its marker (or ignore list) is refused.
    await send(own, {
      type: mapMessageType,
      properties: listings,
      mapType: 'results',
      info: '',
      marqueeIgnore: [],
    });
    await expect(markers).toHaveCount(0);
    // A map page opened on its own asks the tile server nothing.
    expect(tileRequests).toEqual([]);

    // The public address of the site (SiteUrl in data/site.json) is the site too.
    await send('https://www.immo-lumiere.be', complete({ properties: listings }));
    await expect(markers).toHaveCount(3);
  });

  test('has no serious accessibility violation with a popup open', async ({ page }) => {
    await page.goto('/map/');
    await page.evaluate(
      (message) => window.postMessage(message, window.location.origin),
      complete({ properties: listings }),
    );
    await page.getByRole('button', { name: 'House in Gent' }).click();
    await expect(page.locator('.listings-map__card')).toBeVisible();
    // Leaflet fades a popup in: its text is checked for contrast once it is fully opaque.
    await expect(page.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('the detail page map', () => {
  test('asks before loading tiles: a placeholder, then "show the map" frames it for the rest of the visit', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(tileOrigin)) tiles.push(request.url());
    });
    await storeConsent(page, declineChoice);
    await page.goto('/fr/a-vendre/gand/maison/1001/');
    const block = page.locator('[data-map-embed]');
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByText('La carte est chargée depuis OpenStreetMap')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(block.locator('iframe')).toHaveCount(0);
    expect(tiles).toEqual([]);

    await block.getByRole('button', { name: 'Afficher la carte' }).click();
    const iframe = page.frameLocator('[data-map-embed] iframe');
    await expect(iframe.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(block.getByRole('button', { name: 'Afficher la carte' })).toBeHidden();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    // The same visit: the next detail page frames its map at once.
    await page.goto('/fr/a-vendre/gand/immeuble-de-rapport/1004/');
    await page.locator('[data-map-embed]').scrollIntoViewIfNeeded();
    await expect(page.frameLocator('[data-map-embed] iframe').locator('.leaflet-marker-icon')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('frames the map page once scrolled near with consent, showing the one listing', async ({ page }) => {
    const errors = watchErrors(page);
    await storeConsent(page, { ...declineChoice, unclassified: true });
    await page.goto('/for-sale/ghent/house/1001/');
    const block = page.locator('[data-map-embed]');
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('button', { name: 'Show the map' })).toBeHidden();
    const iframe = page.frameLocator('[data-map-embed] iframe');
    await expect(iframe.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(iframe.locator('[data-map-status]')).toHaveText('1 property on the map');
    const title = await page.locator('h1').innerText();
    await expect(iframe.locator('.leaflet-marker-icon')).toHaveAttribute('title', title);
    await expect(page.locator('[data-map-embed] iframe')).toHaveAttribute('title', `Map: ${title}`);
    // The specification's complete message: the list, the map type, the info, the ignore list, the marker.
    const sent = JSON.parse((await block.getAttribute('data-map-embed')) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(
      ['info', 'mapType', 'marker', 'marqueeIgnore', 'properties', 'type'].sort(),
    );
    expect(sent).toMatchObject({ mapType: 'detail', info: '', marqueeIgnore: [], marker: null });
    expect(errors).toEqual([]);
  });

  test('says the position is approximate when the address is withheld', async ({ page }) => {
    await storeConsent(page, acceptAllChoice);
    await recordTrackers(page);
    await page.goto('/for-sale/ghent/investment-property/1004/');
    await page.locator('[data-map-embed]').scrollIntoViewIfNeeded();
    const iframe = page.frameLocator('[data-map-embed] iframe');
    await expect(iframe.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(iframe.locator('[data-map-note]')).toContainText('the position shown is the neighbourhood');
  });
});

test("writes a listing's box number after its language's word, in every language", async ({ page }) => {
  // Listing 1006 lies at Kloosterstraat 120, box 12, with its address public. German capitalises the
  // noun: a lowercased field label once printed "briefkasten".
  const expected = {
    '/for-sale/antwerp/apartment/1006/': 'Kloosterstraat 120 box 12',
    '/nl/te-koop/antwerpen/appartement/1006/': 'Kloosterstraat 120 bus 12',
    '/fr/a-vendre/anvers/appartement/1006/': 'Kloosterstraat 120 boîte 12',
    '/de/zu-verkaufen/antwerpen/wohnung/1006/': 'Kloosterstraat 120 Briefkasten 12',
  };
  for (const [path, street] of Object.entries(expected)) {
    await page.goto(path);
    await expect(page.locator('.summary__address')).toContainText(street);
  }
});

test.describe('the results map view', () => {
  test('shows the listings of the current search, and the list again on request', async ({ page }) => {
    const errors = watchErrors(page);
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(tileOrigin)) tiles.push(request.url());
    });
    await storeConsent(page, declineChoice);
    await page.goto('/for-sale/');
    const count = page.locator('#results-count');
    const total = Number.parseInt(await count.innerText(), 10);
    await page.goto('/for-sale/?q=Gent');
    await expect(count).not.toHaveText(`${total} properties`);
    const matching = Number.parseInt(await count.innerText(), 10);
    expect(matching).toBeGreaterThan(0);

    await page.waitForLoadState('networkidle');
    expect(tiles).toEqual([]);
    // The visitor declined the map's tiles: the map view first says where they come from and asks, as a
    // detail page's map does. Before, "Show on a map" fetched them from OpenStreetMap without a word.
    await page.getByRole('button', { name: 'Show on a map' }).click();
    await expect(page.getByRole('button', { name: 'Show on a map' })).toHaveAttribute('aria-pressed', 'true');
    const map = page.getByRole('region', { name: 'The results on a map' });
    await expect(map.getByText('The map is loaded from OpenStreetMap')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(tiles).toEqual([]);
    await map.getByRole('button', { name: 'Show the map' }).click();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    await expect(map.getByRole('button', { name: 'Show the map' })).toBeHidden();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(matching);
    await expect(map.getByRole('status')).toHaveText(
      `${matching} ${matching === 1 ? 'property' : 'properties'} on the map`,
    );
    await expect(count).toBeHidden();
    // Found by the town's City (Gent); the English page names it as the English records do.
    for (const marker of await map.locator('.leaflet-marker-icon').all()) {
      await expect(marker).toHaveAttribute('title', /Ghent/);
    }
    // A marker's card comes from its card shard once its popup opens: its price, and a link to its page.
    const first = map.locator('.leaflet-marker-icon').first();
    const name = (await first.getAttribute('title')) ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    const card = map.locator('.listings-map__card');
    await expect(card.locator('.listings-map__title')).toHaveText(name);
    await expect(card.locator('.listings-map__price')).toHaveText(/€|Price on request/);
    await expect(card.getByRole('link', { name: /View this property/ })).toHaveAttribute(
      'href',
      /^\/for-sale\/ghent\//,
    );
    await expect(card).not.toHaveAttribute('aria-busy');

    await page.getByRole('button', { name: 'Show as a list' }).click();
    await expect(map).toBeHidden();
    await expect(count).toBeVisible();
    // The click counts for the visit: a detail page's map now comes without asking.
    await page.goto('/for-sale/ghent/house/1001/');
    await page.locator('[data-map-embed]').scrollIntoViewIfNeeded();
    await expect(page.frameLocator('[data-map-embed] iframe').locator('.leaflet-marker-icon')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('with consent to the map tiles, shows the map at once', async ({ page }) => {
    await storeConsent(page, { ...declineChoice, unclassified: true });
    await page.goto('/fr/a-louer/');
    await page.getByRole('button', { name: 'Afficher sur une carte' }).click();
    const map = page.getByRole('region', { name: 'Les résultats sur une carte' });
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(map.getByRole('button', { name: 'Afficher la carte' })).toBeHidden();
  });
});

test('without JavaScript, the results page offers no map switch it could not honour', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/for-sale/', '/nl/te-koop/']) {
    await page.goto(path);
    await expect(page.locator('#results-count')).toBeVisible();
    await expect(page.locator('[data-results-map]'), path).toBeHidden();
    await expect(page.getByRole('button', { name: /map|kaart/i }), path).toHaveCount(0);
  }
  await context.close();
});

test.describe('the demand register region picker', () => {
  test('ticks a province when clicked on the map, and paints the map from the list', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/demand-register/');
    const limburg = page.locator('[data-area="limburg"]');
    const limburgBox = page.getByRole('checkbox', { name: 'Limburg', exact: true });
    await expect(limburgBox).not.toBeChecked();
    await limburg.click();
    await expect(limburgBox).toBeChecked();
    await expect(limburg).toHaveClass(/is-selected/);
    await limburg.click();
    await expect(limburgBox).not.toBeChecked();
    await expect(limburg).not.toHaveClass(/is-selected/);

    // Brussels lies inside Flemish Brabant: a click on it picks Brussels alone.
    await page.locator('[data-area="brussels"]').click();
    await expect(page.getByRole('checkbox', { name: 'Brussels-Capital' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Flemish Brabant' })).not.toBeChecked();

    await page.getByRole('checkbox', { name: 'Grand Duchy of Luxembourg' }).check();
    await expect(page.locator('[data-area="luxembourg"]')).toHaveClass(/is-selected/);
    await page.getByRole('checkbox', { name: 'Namur' }).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('[data-area="namur"]')).toHaveClass(/is-selected/);

    // The form that holds the picker: the rest of the page is swept by accessibility.spec.ts.
    const results = await new AxeBuilder({ page })
      .include('form:has([data-region-map])')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(
      serious.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    // Ticking a box wakes the form island, whose calls to the forms API are forms.spec.ts's to check.
    expect(errors.filter((error) => !error.includes('/api/'))).toEqual([]);
  });

  test('stays out of the way without JavaScript: the list alone is the picker', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/tenez-moi-au-courant/');
    await expect(page.locator('[data-region-map]')).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Namur' })).toBeVisible();
    await context.close();
  });
});
