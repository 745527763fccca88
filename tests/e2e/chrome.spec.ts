// The page chrome: the popup and its session flag, the header at 0 and 40px, the drawer's scroll lock,
// the scroll-to-top button, and the language switcher with its memory.
import { expect, type Page, test } from '@playwright/test';
import {
  acceptAllChoice,
  collectErrors,
  declineChoice,
  recordTrackers,
  seriousViolations,
  storeConsent,
} from './chrome-fixtures';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Stay informed' });
// The dialog leaves the accessibility tree as soon as it closes, but its 'close' event (which sets the flag)
// is dispatched a moment later, so the flag is polled rather than read once.
const popupDismissedFlag = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('popup-dismissed'));

test.describe('popup', () => {
  test.beforeEach(async ({ page }) => {
    await recordTrackers(page);
  });

  test('opens after its delay, and once closed stays closed for the session', async ({ page }) => {
    const errors = collectErrors(page);
    await storeConsent(page, declineChoice);
    // Installed, the page's clock runs on in real time: on a busy machine the load alone took past the
    // 8 s delay within the 7 s skipped below. Paused, the popup's time is only what the test skips.
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
    await page.goto('/contact/');
    await page.clock.fastForward(7000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.fastForward(1500);
    await expect(popup(page)).toBeVisible();
    // The accessibility scan waits on timers of its own.
    await page.clock.resume();
    expect(await seriousViolations(page, '.popup')).toEqual([]);
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect.poll(() => popupDismissedFlag(page)).toBe('1');

    await page.goto('/our-team/');
    await page.clock.fastForward(20_000);
    await expect(popup(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('Escape closes it and sets the flag too', async ({ page }) => {
    await storeConsent(page, declineChoice);
    await page.clock.install();
    await page.goto('/');
    await page.clock.fastForward(8500);
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect.poll(() => popupDismissedFlag(page)).toBe('1');
  });

  test('stays shut on a URL with modal-clicked or its form action', async ({ page }) => {
    await storeConsent(page, declineChoice);
    await page.clock.install();
    for (const path of ['/contact/?modal-clicked=1', '/feedback/sign-newsletter/']) {
      await page.goto(path);
      await page.clock.fastForward(10_000);
      await expect(popup(page)).toHaveCount(0);
    }
  });

  test('never opens over a form the visitor is filling in; it waits for the next page', async ({ page }) => {
    await storeConsent(page, declineChoice);
    await page.clock.install();
    await page.goto('/contact/');
    const field = page.locator('main form').getByRole('textbox').first();
    await field.fill('Ann');
    await field.blur();
    await page.clock.fastForward(20_000);
    await expect(popup(page)).toHaveCount(0);

    await page.goto('/our-team/');
    await page.clock.fastForward(8500);
    await expect(popup(page)).toBeVisible();
  });

  test('never takes the focus from a form field', async ({ page }) => {
    await storeConsent(page, declineChoice);
    await page.clock.install();
    await page.goto('/contact/');
    const field = page.locator('main form').getByRole('textbox').first();
    await field.focus();
    await page.clock.fastForward(20_000);
    await expect(popup(page)).toHaveCount(0);
    await expect(field).toBeFocused();
  });

  test('never opens over a form the visitor has just unfolded, before they type', async ({ page }) => {
    await storeConsent(page, declineChoice);
    await page.clock.install();
    // A listing for sale, with its actions folded.
    await page.goto('/for-sale/ghent/house/1001/');
    const offer = page.locator('#action-offer');
    await offer.locator('summary').click();
    await expect(offer.locator('form')).toBeVisible();
    await page.clock.fastForward(20_000);
    await expect(popup(page)).toHaveCount(0);
  });

  test('waits while the lightbox is open: Escape closes the lightbox, then the popup comes', async ({
    page,
  }) => {
    await storeConsent(page, declineChoice);
    // Paused from the start: the popup's 8 s pass only when the test skips them, with the lightbox open.
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
    await page.goto('/for-sale/ghent/house/1001/');
    await page.locator('[data-island="gallery"] .gallery__main a').first().click();
    const lightbox = page.locator('.pswp');
    await expect(lightbox).toHaveCount(1);
    await page.clock.fastForward(10_000);
    await expect(lightbox.locator('.pswp__img').first()).toBeVisible();
    // Past its delay, the popup is not even put in the page while the lightbox is open.
    await expect(page.locator('dialog.popup')).toHaveCount(0);
    // The lightbox's animations run on the page's timers.
    await page.clock.resume();
    await expect(lightbox).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
  });

  test('waits while the drawer is open: Escape closes the drawer, then the popup comes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await storeConsent(page, declineChoice);
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
    await page.goto('/our-team/');
    await page.locator('label.drawer-button').click();
    await expect(page.locator('#site-nav')).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(page.locator('dialog.popup')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('#drawer-toggle')).not.toBeChecked();
    await expect(popup(page)).toBeVisible();
  });

  test('waits while the cookie settings are open, until they are closed', async ({ page }) => {
    await storeConsent(page, declineChoice);
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
    await page.goto('/our-team/');
    await page.locator('button.consent-reopen').click();
    const settings = page.getByRole('dialog', { name: 'Cookies on this website' });
    await expect(settings).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(page.locator('dialog.popup')).toHaveCount(0);
    await settings.getByRole('button', { name: 'Decline' }).click();
    await expect(settings).toBeHidden();
    await expect(popup(page)).toBeVisible();
  });

  test('waits for the cookie choice instead of covering the cookie dialog', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const consent = page.getByRole('dialog', { name: 'Cookies on this website' });
    await expect(consent).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(popup(page)).toHaveCount(0);
    await consent.getByRole('button', { name: 'Decline' }).click();
    await expect(popup(page)).toBeVisible();
  });
});

test.describe('header', () => {
  test.beforeEach(async ({ page }) => {
    await storeConsent(page, declineChoice);
  });

  test('on the home page: transparent over the banner at 0, fixed with a smaller logo at 40px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.locator('.site-header');
    const logo = page.locator('.site-header__logo img');
    await expect(header).toHaveCSS('position', 'absolute');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const bannerTop = await page
      .locator('.banner')
      .evaluate((element) => element.getBoundingClientRect().top);
    const headerBox = await header.boundingBox();
    // Over the banner: the banner starts at or above the header's top.
    expect(bannerTop).toBeLessThanOrEqual(headerBox?.y ?? 0);
    const fullHeight = (await logo.boundingBox())?.height ?? 0;

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveClass(/site-header--fixed/);
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect.poll(async () => (await logo.boundingBox())?.height ?? 0).toBeLessThan(fullHeight);
    expect((await header.boundingBox())?.y).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header--fixed/);
    await expect(header).toHaveCSS('position', 'absolute');
  });

  test('on other pages: in the flow at 0, fixed at 40px without moving the page', async ({ page }) => {
    await page.goto('/contact/');
    const header = page.locator('.site-header');
    await expect(header).toHaveCSS('position', 'static');
    const mainTop = () =>
      page.locator('main').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveCSS('position', 'fixed');
    expect(await mainTop()).toBe(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(40);
  });

  test('the drawer locks the page while open and Escape closes it', async ({ page }) => {
    const errors = collectErrors(page);
    // Closed earlier in the visit: the popup, whose delay may pass while the drawer is open, would come
    // as the drawer closes and take the focus this test follows.
    await page.addInitScript(() => window.sessionStorage.setItem('popup-dismissed', '1'));
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/contact/');
    await page.getByText('Menu', { exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden');
    expect(await seriousViolations(page, '.site-header')).toEqual([]);
    await page.mouse.move(200, 700);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.locator('#drawer-toggle')).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow-y', 'hidden');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('the scroll-to-top button shows after 10px and brings the page back to the top', async ({ page }) => {
    await page.goto('/contact/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test('the scroll-to-top button never covers the form control that has focus, on a phone', async ({
  page,
}) => {
  await storeConsent(page, declineChoice);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/contact/']) {
    await page.goto(path);
    for (const control of await page.locator('main form :is(input, select, textarea, button, a)').all()) {
      if (!(await control.isVisible())) continue;
      // The control at the foot of the screen, where the fixed button sits, then focused as Tab would.
      await control.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await page.evaluate(() => window.scrollBy(0, -4));
      await control.focus();
      const button = page.locator('[data-scroll-top]');
      if (!(await button.isVisible())) continue;
      const [a, b] = [await control.boundingBox(), await button.boundingBox()];
      if (a === null || b === null) continue;
      const overlaps =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(
        overlaps,
        `${path}: ${await control.evaluate((element) => element.outerHTML.slice(0, 120))}`,
      ).toBe(false);
    }
  }
});

test("at the end of the page on a phone, the scroll-to-top button covers none of the footer's text", async ({
  page,
}) => {
  await storeConsent(page, declineChoice);
  await page.setViewportSize({ width: 390, height: 844 });
  // German and Dutch have the longest copyright line; the page cannot scroll any further to uncover it.
  for (const path of ['/', '/nl/', '/fr/', '/de/']) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.locator('[data-scroll-top]');
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    const covered = await page.locator('.site-footer').evaluate((footer, b) => {
      if (b === null) return ['no button box'];
      const hits: string[] = [];
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        if ((node.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.x < b.x + b.width && b.x < r.right && r.y < b.y + b.height && b.y < r.bottom) {
            hits.push((node.textContent ?? '').trim());
          }
        }
      }
      return hits;
    }, box);
    expect(covered, path).toEqual([]);
  }
});

for (const width of [390, 1280]) {
  test(`Shift+Tab up a listing never leaves the focused control under the sticky header (${width} px)`, async ({
    page,
  }) => {
    await storeConsent(page, declineChoice);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/nl/te-koop/gent/huis/1001/');
    await page.waitForLoadState('networkidle');
    // From the end of the page upwards: the browser scrolls each control only just into view, at the top.
    await page.locator('.site-footer a').last().focus();
    const hidden: string[] = [];
    for (let step = 0; step < 80; step++) {
      await page.keyboard.press('Shift+Tab');
      const under = await page.evaluate(() => {
        const focused = document.activeElement;
        const header = document.querySelector('.site-header');
        if (!(focused instanceof HTMLElement) || header === null || header.contains(focused)) return null;
        const box = focused.getBoundingClientRect();
        const band = header.getBoundingClientRect();
        const { position } = getComputedStyle(header);
        // Entirely within the band of a header that stays on screen (WCAG 2.4.11).
        return (position === 'fixed' || position === 'sticky') &&
          box.height > 0 &&
          box.top >= band.top - 1 &&
          box.bottom <= band.bottom + 1
          ? (focused.textContent ?? '').trim().slice(0, 40) || focused.outerHTML.slice(0, 60)
          : null;
      });
      if (under !== null) hidden.push(under);
    }
    expect(hidden).toEqual([]);
  });
}

test.describe('language switcher', () => {
  test('lands on the same page in the other language', async ({ page }) => {
    await storeConsent(page, declineChoice);
    await page.goto('/contact/');
    const french = await page.locator('link[rel="alternate"][hreflang="fr-BE"]').getAttribute('href');
    await page
      .getByRole('navigation', { name: /language/i })
      .getByRole('link', { name: 'FR' })
      .click();
    await expect(page).toHaveURL(new URL(french ?? '').pathname);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  });

  test('it remembers the choice and brings a returning visitor to it from /', async ({ page, context }) => {
    await storeConsent(page, acceptAllChoice);
    await recordTrackers(page);
    await page.goto('/contact/');
    await page
      .getByRole('navigation', { name: /language/i })
      .getByRole('link', { name: 'NL' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('nl');
    const cookie = (await context.cookies()).find((item) => item.name === 'i18nextLng');
    expect(cookie).toMatchObject({ value: 'nl', path: '/', sameSite: 'Strict' });

    await page.goto('/');
    await expect(page).toHaveURL(/\/nl\/$/);
    // Other pages of the default language are left alone.
    await page.goto('/contact/');
    await expect(page).toHaveURL(/\/contact\/$/);
    // Choosing the default language again ends the redirect.
    await page
      .getByRole('navigation', { name: /language/i })
      .getByRole('link', { name: 'EN' })
      .click();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('a picked language is strictly necessary: remembered even after declining every cookie', async ({
    page,
    context,
  }) => {
    await storeConsent(page, declineChoice);
    await page.goto('/contact/');
    await page
      .getByRole('navigation', { name: /language/i })
      .getByRole('link', { name: 'DE' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-BE');
    expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('de');
    expect((await context.cookies()).find((item) => item.name === 'i18nextLng')).toMatchObject({
      value: 'de',
    });
  });
});
