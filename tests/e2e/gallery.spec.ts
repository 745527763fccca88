// The detail and project galleries (swiper slider, photoswipe lightbox, fetched on the visitor's first
// interest) and the video / 3D tour modal, in a real browser: by mouse and keyboard, a click that comes
// before the slider, with JavaScript off, and under axe with the dialogs open.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { builtPages } from './built-site';
import { declineChoice, storeConsent } from './chrome-fixtures';
import { onePagePerType } from './page-types';
import { siteLanguages } from './site-languages';

const { DefaultLanguage } = siteLanguages();

/** A built page whose HTML matches, in the given language (the `lang` attribute starts with its code). */
function pageWith(marker: RegExp, locale: string): string {
  const found = builtPages()
    .sort((a, b) => a.path.localeCompare(b.path))
    .find(({ html }) => marker.test(html) && html.includes(`<html lang="${locale}`));
  if (found === undefined) throw new Error(`No built page in ${locale} matches ${marker}`);
  return found.path;
}

const hostedVideo = /data-media-kind="(youtube|vimeo)"/;
const tour = /data-media-kind="tour"/;
const projectPath = onePagePerType().find((entry) => entry.key === 'project')?.path;

/** Third-party players answer with a stub page: the tests run offline, and each request is recorded. */
async function stubThirdParties(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    },
  );
  return requested;
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function seriousViolations(page: Page): Promise<string[]> {
  // axe over a whole detail page is slow on a busy two-core machine.
  test.setTimeout(90_000);
  // A player's own page (a stub here) is the host's to fix: axe checks ours and leaves the frames out.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ iframes: false })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const mainSlides = (page: Page) => page.locator('[data-island="gallery"] .gallery__main .swiper-slide');
const activePhoto = (page: Page) =>
  page.locator('[data-island="gallery"] .gallery__main .swiper-slide-active a');
const firstPhoto = (page: Page) => mainSlides(page).first().locator('a');

/** The scripts a page requests, as they come. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The slider's chunk (swiper and the lightbox's opener), or the lightbox's core. */
const isSlider = (path: string) => /\/(gallery|photoswipe\.esm)\.[\w-]+\.js$/.test(path);

for (const locale of [DefaultLanguage, 'fr']) {
  test.describe(`detail gallery in ${locale}`, () => {
    test('the slider comes on first interest; the next button and the thumbnails move it', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      const scripts = recordScripts(page);
      await page.goto(pageWith(hostedVideo, locale));
      const total = await mainSlides(page).count();
      expect(total).toBeGreaterThan(2);
      await page.waitForLoadState('networkidle');
      // Nothing of the slider before the visitor shows interest: the detail page's first load stays light.
      expect(scripts.filter(isSlider)).toEqual([]);
      await expect(page.locator('.gallery__main')).not.toHaveClass(/swiper-initialized/);
      const counter = page.locator('.gallery__count');

      // The first click on the arrow fetches the slider, and is then carried out on it.
      await page.locator('.gallery__nav--next').click();
      await expect(counter).toHaveText(`2 / ${total}`);
      await expect(mainSlides(page).nth(1)).toHaveClass(/swiper-slide-active/);
      await expect(page.locator('.gallery__thumbs a').nth(1)).toHaveAttribute('aria-current', 'true');

      // A thumbnail chosen by keyboard shows its photo in the slider instead of leaving the page.
      await page.locator('.gallery__thumbs a').nth(2).focus();
      await page.keyboard.press('Enter');
      await expect(counter).toHaveText(`3 / ${total}`);
      await expect(mainSlides(page).nth(2)).toHaveClass(/swiper-slide-active/);
      expect(new URL(page.url()).pathname).toBe(pageWith(hostedVideo, locale));
      expect(errors).toEqual([]);
    });

    test('the lightbox opens by keyboard, loads its core then, moves with the arrows and gives focus back', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(pageWith(hostedVideo, locale));
      const total = await mainSlides(page).count();
      await page.waitForLoadState('networkidle');
      expect(scripts.some((url) => /photoswipe\.esm/.test(url))).toBe(false);

      // Enter on the first photo before the slider has arrived: held, then opened in the lightbox.
      await firstPhoto(page).focus();
      await page.keyboard.press('Enter');
      const lightbox = page.locator('.pswp');
      // Focus moves into the lightbox once it has opened; it takes keys from then on.
      await expect(lightbox).toBeFocused();
      expect(scripts.some((url) => /photoswipe\.esm/.test(url))).toBe(true);
      await expect(lightbox).toHaveAttribute('role', 'dialog');
      await expect(page.locator('.pswp__counter')).toHaveText(`1 / ${total}`);

      await page.keyboard.press('ArrowRight');
      await expect(page.locator('.pswp__counter')).toHaveText(`2 / ${total}`);
      await expect(page.locator('.pswp__caption')).toContainText('2');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('.pswp__counter')).toHaveText(`2 / ${total}`);

      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
      // The slider followed the lightbox, and focus is back on the photo last seen.
      await expect(page.locator('.gallery__count')).toHaveText(`2 / ${total}`);
      await expect(activePhoto(page)).toBeFocused();
      await expect(activePhoto(page)).toHaveAttribute('href', /\/media\//);
      expect(errors).toEqual([]);
    });

    test('a video opens in a modal that creates its player only then, and Escape closes it', async ({
      page,
      context,
    }) => {
      const requested = await stubThirdParties(context);
      const errors = collectConsoleErrors(page);
      await page.goto(pageWith(hostedVideo, locale));
      await page.waitForLoadState('networkidle');
      const dialog = page.locator('dialog.media-modal');
      await expect(dialog).toBeHidden();
      // The property's map frame (the map page of this site) may load as it nears the viewport;
      // the player is the dialog's frame, and nothing third-party is requested before the click.
      await expect(dialog.locator('iframe, video')).toHaveCount(0);
      expect(requested).toEqual([]);

      const opener = page.locator('a[data-media-kind="youtube"], a[data-media-kind="vimeo"]').first();
      await opener.click();
      await expect(dialog).toBeVisible();
      const frame = dialog.locator('iframe');
      await expect(frame).toHaveAttribute(
        'src',
        /youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\//,
      );
      await expect(frame).toHaveAttribute('title', /.+/);
      await expect(dialog.locator('.media-modal__title')).not.toBeEmpty();
      await expect.poll(() => requested.length).toBeGreaterThan(0);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(dialog.locator('iframe, video')).toHaveCount(0);
      await expect(opener).toBeFocused();
      expect(errors).toEqual([]);
    });
  });
}

for (const path of ['/for-sale/ghent/house/1001/', '/nl/te-koop/gent/huis/1001/']) {
  test(`on a phone, Tab through the thumbnails brings each one into view as it takes focus (${path})`, async ({
    page,
  }) => {
    await storeConsent(page, declineChoice);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const thumbs = page.locator('.gallery__thumbs');
    const links = thumbs.locator('a');
    // The row shows four: the test needs two beyond them.
    expect(await links.count()).toBeGreaterThan(5);
    const inView = async (index: number) => {
      const [row, link] = [await thumbs.boundingBox(), await links.nth(index).boundingBox()];
      return (
        row !== null && link !== null && link.x >= row.x - 1 && link.x + link.width <= row.x + row.width + 1
      );
    };
    // A keyboard visitor's first interest is focus on a thumbnail, and they go on tabbing along the
    // prerendered row while the slider loads (held back here until they have).
    let arrive = () => {};
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await page.route(/\/gallery\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await links.nth(3).focus();
    await page.keyboard.press('Tab');
    await expect(links.nth(4)).toBeFocused();
    arrive();
    await expect(page.locator('.gallery__main')).toHaveClass(/swiper-initialized/);
    // Before: the slider started the row at its first thumbnail, the focused fifth out of sight.
    await expect.poll(() => inView(4), 'thumbnail 5 in view once the slider is there').toBe(true);
    await page.keyboard.press('Tab');
    await expect(links.nth(5)).toBeFocused();
    await expect.poll(() => inView(5), 'thumbnail 6 in view').toBe(true);
  });
}

test('a 3D tour opens in the modal by keyboard and its close button closes it', async ({ page, context }) => {
  const requested = await stubThirdParties(context);
  await page.goto(pageWith(tour, DefaultLanguage));
  const opener = page.locator('a[data-media-kind="tour"]').first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.media-modal');
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/[^/]*matterport\.com\//);
  expect(requested.every((url) => url.includes('matterport.com'))).toBe(true);
  await dialog.locator('.media-modal__close').click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a photo clicked before the slider is ready opens in the lightbox, not as a new page', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const path = pageWith(hostedVideo, DefaultLanguage);
  await page.goto(path);
  const total = await mainSlides(page).count();
  // A touch or a click straight away: the slider's code is fetched on the way.
  await firstPhoto(page).dispatchEvent('click', { button: 0 });
  await expect(page.locator('.pswp')).toBeFocused();
  await expect(page.locator('.pswp__counter')).toHaveText(`1 / ${total}`);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(errors).toEqual([]);
});

test('axe finds no serious violation with the lightbox open', async ({ page }) => {
  await page.goto(pageWith(hostedVideo, DefaultLanguage));
  await firstPhoto(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.pswp')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious violation with the video modal open', async ({ page, context }) => {
  await stubThirdParties(context);
  await page.goto(pageWith(hostedVideo, DefaultLanguage));
  await page.locator('a[data-media-kind]').first().click();
  await expect(page.locator('dialog.media-modal iframe')).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the project gallery shows the chosen thumbnail and opens it in the lightbox', async ({ page }) => {
  expect(projectPath, 'the export holds a project').toBeDefined();
  const errors = collectConsoleErrors(page);
  await page.goto(projectPath ?? '/');
  const total = await mainSlides(page).count();
  await page.locator('.gallery__thumbs a').nth(1).click();
  await expect(page.locator('.gallery__count')).toHaveText(`2 / ${total}`);
  await activePhoto(page).press('Enter');
  await expect(page.locator('.pswp')).toBeFocused();
  await expect(page.locator('.pswp__counter')).toHaveText(`2 / ${total}`);
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every photo is a link to its full-size file and a video tile links to the video', async ({
    page,
  }) => {
    await page.goto(pageWith(hostedVideo, DefaultLanguage));
    const links = page.locator('[data-island="gallery"] .gallery__main .swiper-slide a');
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      await expect(links.nth(index)).toHaveAttribute('href', /^\/media\/.+\.(jpe?g|png|webp)$/);
    }
    const response = await page.request.get((await links.nth(1).getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    await expect(
      page.locator('a[data-media-kind="youtube"], a[data-media-kind="vimeo"]').first(),
    ).toHaveAttribute('href', /^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com)\//);
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
