// What a visitor opens on a page, as steps the accessibility sweep and the site walk share: the cookie
// dialog and the popup, the drawer or the "More" menu, every folded section, the filter's lists, the
// gallery's lightbox and the video modal. Each step opens one thing, hands it to a check (axe, a
// screenshot), and closes it again, so one page can go through them all in turn.
import { createRequire } from 'node:module';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import type axe from 'axe-core';

const require = createRequire(import.meta.url);

/** The WCAG levels the site promises; color-contrast is one of their rules and must stay on. */
export const wcagTags: string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** An opened part of the page: its name in reports and the selector that holds it. */
export interface OpenState {
  name: string;
  selector: string;
}

/** What a check does with the page as it is now (axe over the selector, a screenshot). */
export type Check = (state: OpenState) => Promise<void>;

/**
 * Third parties (map tiles, players, trackers) answer with an empty page: the tests run offline, and a
 * frame that never loads would keep a page from settling.
 */
export async function stubThirdParties(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
}

/**
 * Waits until running CSS transitions and animations have ended (a dialog fading in, the header
 * shrinking): axe reads computed colours, and a half-faded text would count as low contrast.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
      );
    await Promise.race([
      Promise.allSettled(running.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 1500)),
    ]);
  });
}

/**
 * Puts axe in every page of the context before the page's own scripts: one injection per page instead of
 * one per scan, which is most of a small scan's cost.
 */
export async function injectAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: require.resolve('axe-core/axe.min.js') });
}

/** axe's serious and critical violations inside a selector, one line each, and whether color-contrast ran. */
export async function axeProblems(
  page: Page,
  selector: string,
): Promise<{ problems: string[]; contrastChecked: boolean }> {
  const results = await page.evaluate(
    ([include, tags]) =>
      (window as unknown as { axe: typeof axe }).axe.run(include, {
        runOnly: { type: 'tag', values: tags },
        // Only violations and "needs review" in full: passes are listed without their nodes, the slow part.
        resultTypes: ['violations', 'incomplete'],
        // The frames are a player's (a stub here) or the map page, which the sweep visits on its own.
        iframes: false,
      }),
    [selector, wcagTags] as const,
  );
  const problems = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 4)
          .join(', ')}${violation.nodes.length > 4 ? ` (+${violation.nodes.length - 4})` : ''}`,
    );
  // axe leaves text drawn in its background's own colour (1:1) for review, taking it for hidden text;
  // on this site it is a configured colour gone wrong (the top bar's links), so it counts as a violation.
  const invisible = results.incomplete
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes)
    .filter((node) =>
      node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio'),
    );
  if (invisible.length > 0)
    problems.push(
      `color-contrast (1:1, text in its background's colour): ${invisible
        .map((node) => node.target.join(' '))
        .slice(0, 4)
        .join(', ')}${invisible.length > 4 ? ` (+${invisible.length - 4})` : ''}`,
    );
  const contrastChecked = [...results.passes, ...results.violations, ...results.incomplete].some(
    (rule) => rule.id === 'color-contrast',
  );
  return { problems, contrastChecked };
}

const visible = async (locator: Locator): Promise<Locator[]> => {
  const all = await locator.all();
  const shown: Locator[] = [];
  for (const item of all) if (await item.isVisible()) shown.push(item);
  return shown;
};

/**
 * A first visit: the cookie dialog (its banner, then its settings), then, once declined, the popup after
 * its delay. The page's clock must be installed before the first navigation.
 */
export async function firstVisitDialogs(page: Page, check: Check): Promise<void> {
  const consent = page.locator('dialog.consent');
  await expect(consent).toBeVisible();
  await settle(page);
  await check({ name: 'cookie dialog', selector: 'dialog.consent' });
  const settings = consent.locator('[data-consent-action="settings"]');
  if (await settings.isVisible()) {
    await settings.click();
    await expect(consent.locator('[data-consent-view="settings"]').first()).toBeVisible();
    await settle(page);
    await check({ name: 'cookie settings', selector: 'dialog.consent' });
  }
  await consent.locator('[data-consent-action="decline"]').click();
  await expect(consent).toBeHidden();
  // The popup waits for its delay and the cookie choice; the clock skips the wait.
  await page.clock.fastForward(15_000);
  const popup = page.locator('dialog.popup');
  // An export without a popup has no template; with one, the popup must come (call this on the home page).
  if ((await page.locator('template#popup-template').count()) > 0 || (await popup.count()) > 0) {
    await expect(popup).toBeVisible();
    await settle(page);
    await check({ name: 'popup', selector: 'dialog.popup' });
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  }
}

/** Opens every folded section of the page body and footer (the detail page's forms, the filter's more). */
export async function unfoldAll(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('main details, footer details'))
      details.open = true;
  });
  // The filter island folds its price and rooms away on phones behind a button.
  const folded = await visible(page.locator('main button.sf-link[aria-expanded="false"][aria-controls]'));
  // Found again by what they control: once open, they no longer match the selector above.
  const controls = await Promise.all(folded.map((button) => button.getAttribute('aria-controls')));
  for (const id of controls) {
    const button = page.locator(`main button.sf-link[aria-controls="${id}"]`);
    await expect(async () => {
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  }
  await settle(page);
}

/**
 * The parts a visitor opens one at a time, each handed to the check while open: the drawer (phones) or
 * the "More" menu (desktop) unless `header` is false, each list of the filter, the gallery's lightbox and the video modal.
 */
export async function openEachInTurn(page: Page, check: Check, { header = true } = {}): Promise<void> {
  const drawer = page.locator('label.drawer-button');
  if (header && (await drawer.isVisible())) {
    await drawer.click();
    await expect(page.locator('#site-nav')).toBeVisible();
    await settle(page);
    await check({ name: 'drawer', selector: '.site-header' });
    await page.keyboard.press('Escape');
    await expect(page.locator('#drawer-toggle')).not.toBeChecked();
  }
  const more = page.locator('.site-nav__more summary');
  if (header && (await more.isVisible())) {
    await more.click();
    await expect(page.locator('.site-nav__menu')).toBeVisible();
    await settle(page);
    await check({ name: 'menu', selector: '.site-header' });
    await more.click();
  }
  const lists = await visible(page.locator('main .sf-select__button'));
  for (const [index, button] of lists.entries()) {
    await expect(async () => {
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await settle(page);
    await check({ name: `filter list ${index + 1}`, selector: 'main form' });
    await button.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
  const photo = page.locator('[data-island="gallery"] .gallery__main a').first();
  if (await photo.isVisible()) {
    await photo.click();
    const lightbox = page.locator('.pswp');
    await expect(lightbox).toBeFocused();
    await expect(lightbox.locator('.pswp__img').first()).toBeVisible();
    await settle(page);
    await check({ name: 'lightbox', selector: '.pswp' });
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
  }
  const media = page.locator('a[data-media-kind]').first();
  if (await media.isVisible()) {
    await media.click();
    const dialog = page.locator('dialog.media-modal');
    await expect(dialog).toBeVisible();
    await settle(page);
    await check({ name: 'video modal', selector: 'dialog.media-modal' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}
