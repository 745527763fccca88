// Saved listings as a visitor uses them, at a phone's and a desktop's width, two languages at each (every
// language once): save from a results card and from a detail page, the header's count (on the home, and
// on a content page and the not-found page too, which show no listing), the shortlist (order, compare
// three, remove one), the comparison (its caption above the swiping frame, whole; narrow row names; no
// page-wide scroll; one page of A4 when printed), the shared link in a fresh browser (and with JavaScript
// off), a listing sold or gone in a shared list; axe with all of it open. One browser context per width
// and language walks the whole of it.
import { readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { loadExport } from '../../src/data/load-export';
import { siteLocales } from '../../src/domain/language/site-locales';
import { isSoldOrRented } from '../../src/domain/listing/status';
import { pathFor } from '../../src/domain/routes/routes';
import { consentFlags, declineChoice } from '../../src/domain/site/consent';
import { popupDismissedKey } from '../../src/domain/site/popup';
import type { Locale } from '../../src/i18n/locales';
import { axeProblems, injectAxe, settle, stubThirdParties } from './open-states';

const model = loadExport();
const options = siteLocales(model.site);
// The default language and another one at a phone's width, the two others at a desktop's: every
// language once (a site with fewer languages walks them at both widths).
const languages = [
  options.defaultLocale,
  ...options.enabledLocales.filter((locale) => locale !== options.defaultLocale),
];
const sweep = [
  { width: 390, locales: languages.slice(0, 2) },
  { width: 1280, locales: languages.length > 2 ? languages.slice(2, 4) : languages.slice(0, 2) },
] as const;

type Words = { listings: { shortlist: Record<string, string> }; common: { nav: Record<string, string> } };
function words(locale: Locale): Words {
  const read = (namespace: string) => JSON.parse(readFileSync(`locales/${locale}/${namespace}.json`, 'utf8'));
  return { listings: read('listings'), common: read('common') };
}
const fill = (template: string | undefined, values: Record<string, string>) =>
  (template ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

async function newContext(
  browser: import('@playwright/test').Browser,
  width: number,
  javaScriptEnabled = true,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled });
  await stubThirdParties(context);
  await injectAxe(context);
  // A returning visitor: the cookie choice made and the popup answered, so nothing covers the page.
  await context.addInitScript(
    ([flags, popup]) => {
      window.localStorage.setItem('consent', flags);
      window.sessionStorage.setItem(popup, '1');
    },
    [JSON.stringify(consentFlags(declineChoice)), popupDismissedKey] as const,
  );
  return context;
}

async function noAxeProblems(page: Page, where: string): Promise<void> {
  await settle(page);
  const { problems, contrastChecked } = await axeProblems(page, 'body');
  expect(problems, where).toEqual([]);
  expect(contrastChecked, where).toBe(true);
}

const noPageScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const { width, locales } of sweep) {
  for (const locale of locales) {
    test(`saving, sharing and comparing listings in ${locale} at ${width}px`, async ({ browser }) => {
      test.setTimeout(240_000);
      const w = words(locale);
      const s = w.listings.shortlist;
      const saveName = (title: string) => fill(s['save'], { title });
      const headerLink = (page: Page) =>
        page.getByRole('banner').getByRole('link', { name: new RegExp(`^${w.common.nav['shortlist']}`) });

      const context = await newContext(browser, width);
      const page = await context.newPage();

      // Two listings saved from the results' cards.
      await page.goto(pathFor('forSale', locale, {}, options));
      const cards = page.locator('.property-card');
      const titles: string[] = [];
      for (const index of [0, 1]) {
        const title = (await cards.nth(index).locator('.property-card__title').innerText()).trim();
        const toggle = page.getByRole('button', { name: saveName(title), exact: true });
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        titles.push(title);
      }
      await expect(headerLink(page)).toContainText('2');

      // A third from its detail page.
      const third = await cards.nth(2).locator('a.property-card__link').getAttribute('href');
      await page.goto(third ?? '');
      const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const detailToggle = page.getByRole('button', { name: saveName(heading), exact: true });
      await detailToggle.click();
      await expect(detailToggle).toHaveAttribute('aria-pressed', 'true');
      await expect(headerLink(page)).toContainText('3');

      // Every page counts them: the home, and pages without a listing (a content page, the not-found page).
      await page.goto(pathFor('home', locale, {}, options));
      await expect(headerLink(page)).toContainText('3');
      await page.goto(pathFor('services', locale, {}, options));
      await expect(headerLink(page)).toContainText('3');
      await page.goto(`${pathFor('home', locale, {}, options)}no-such-page/`);
      await expect(headerLink(page)).toContainText('3');

      // The shortlist: three cards with their price, in the visitor's order.
      await headerLink(page).click();
      await expect(page.locator('[data-shortlist-page="own"][data-ready]')).toBeAttached({ timeout: 20_000 });
      const items = page.locator('[data-shortlist-items] > li');
      await expect(items).toHaveCount(3);
      await expect(items.locator('.property-card__price')).toHaveCount(3);
      await page.getByLabel(s['order'] ?? '').selectOption('priceDesc');
      const prices = await items.evaluateAll((list) =>
        list
          .map((item) => Number((item as HTMLElement).dataset['price'] ?? 'NaN'))
          .filter((n) => !Number.isNaN(n)),
      );
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(await noPageScroll(page)).toBe(true);
      await noAxeProblems(page, 'shortlist');

      // The shared link carries the three IDs.
      const share = await page
        .getByRole('link', { name: s['share'] ?? '', exact: true })
        .getAttribute('href');
      expect(share).toMatch(/\?ids=\d+,\d+,\d+$/);

      // Compare the three: one column each, the differing rows marked, no page-wide scroll.
      await page.getByRole('link', { name: w.common.nav['compare'] ?? '', exact: true }).click();
      // The caption names the table, and stands whole above the frame the columns swipe in.
      const table = page.getByRole('table', { name: s['compareCaption'] ?? '', exact: true });
      await expect(table.locator('thead th')).toHaveCount(3);
      const caption = page.locator('.compare-page__caption');
      await expect(caption).toHaveText(s['compareCaption'] ?? '');
      // Both boxes read in one go: read one after the other, a scroll between the two reads (the page
      // settling after the navigation) once put the caption below the frame.
      const captionAbove = await page.evaluate(() => {
        const [shown, frame] = ['.compare-page__caption', '.compare'].map((selector) =>
          document.querySelector(selector)?.getBoundingClientRect(),
        );
        return shown !== undefined && frame !== undefined && shown.bottom <= frame.top;
      });
      expect(captionAbove).toBe(true);
      const frameBox = await page.locator('.compare').boundingBox();
      expect(
        await caption.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(element);
          // Whole: inside the window and inside itself (no clipped line running past its right edge).
          return (
            box.left >= 0 &&
            box.right <= window.innerWidth &&
            range.getBoundingClientRect().right <= box.right + 0.5
          );
        }),
      ).toBe(true);
      // The row names keep a narrow column, whatever long words the language has (a Dutch compound once
      // widened it over two thirds of a phone's frame).
      const rowName = await table.getByRole('rowheader').first().boundingBox();
      expect(rowName && frameBox && rowName.width <= frameBox.width * 0.4).toBe(true);
      await expect(table.getByRole('rowheader').first()).toBeVisible();
      await expect(table.locator('tr.compare__differs').first()).toBeVisible();
      expect(await noPageScroll(page)).toBe(true);
      await noAxeProblems(page, 'compare');
      // Printed, it fits one page of A4.
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);

      // Remove one: two left, and the header says so.
      await page.goBack();
      await expect(page.locator('[data-shortlist-page="own"][data-ready]')).toBeAttached({ timeout: 20_000 });
      await page
        .getByRole('button', { name: fill(s['remove'], { title: titles[0] ?? '' }), exact: true })
        .click();
      await expect(items).toHaveCount(2);
      await expect(headerLink(page)).toContainText('2');

      // The shared link on another device: the same three, read-only, and "save these" takes them over.
      const other = await newContext(browser, width);
      const shared = await other.newPage();
      await shared.goto(share ?? '');
      await expect(shared.locator('[data-shortlist-items] > li')).toHaveCount(3);
      await expect(shared.locator('[data-remove-id]:visible')).toHaveCount(0);
      await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await shared.getByRole('button', { name: s['saveThese'] ?? '', exact: true }).click();
      await expect(shared.getByRole('status')).toHaveText(s['savedThese'] ?? '');
      await expect(headerLink(shared)).toContainText('3');
      await noAxeProblems(shared, 'shared shortlist');
      await other.close();

      // And without JavaScript: the same listings, from the server.
      const plain = await newContext(browser, width, false);
      const noScript = await plain.newPage();
      await noScript.goto(share ?? '');
      await expect(noScript.locator('[data-shortlist-items] > li .property-card__title')).toHaveCount(3);
      await expect(
        noScript.getByRole('link', { name: w.common.nav['compare'] ?? '', exact: true }),
      ).toHaveAttribute('href', /\?ids=\d+,\d+,\d+$/);
      await plain.close();

      // A shared list with a listing sold since and one no longer offered.
      const sold = model.properties.find((property) => isSoldOrRented(property.Marquee));
      const ids = [...(sold === undefined ? [] : [sold.ID]), 999_999_999];
      await page.goto(`${pathFor('shortlist', locale, {}, options)}?ids=${ids.join(',')}`);
      await expect(page.getByText(fill(s['gone'], { id: '999999999' }))).toBeVisible();
      if (sold !== undefined)
        await expect(page.locator(`li[data-id="${sold.ID}"] .property-card__ribbon`)).toBeVisible();
      await context.close();
    });
  }
}
