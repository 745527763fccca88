// The listing and results pages as a visitor meets them on a 390 × 844 phone (and a laptop), with and
// without JavaScript: what the first screen shows, the contact bar, the folded filter and its count, the
// plain filter's lists, and the documents a listing sends by its form instead of linking them.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pathFor } from '../../src/domain/routes/routes';
import { consentFlags, consentStorageKey, declineChoice } from '../../src/domain/site/consent';
import { waitForMail } from './mailbox';
import { siteLanguages } from './site-languages';

const phone = { width: 390, height: 844 };

// A returning visitor who declined cookies and closed the popup: neither covers the page measured.
const remember = ([key, value]: readonly [string, string]) => {
  window.localStorage.setItem(key, value);
  window.sessionStorage.setItem('popup-dismissed', '1');
};
const storedConsent = [consentStorageKey, JSON.stringify(consentFlags(declineChoice))] as const;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(remember, storedConsent);
  // Each test waits for islands, forms or e-mails: more than the default 30 s on a busy machine.
  test.slow();
});

/** The first number in an element's text ("25 biens" → 25). */
const numberIn = async (locator: Locator) => Number(/\d+/.exec(await locator.innerText())?.[0] ?? NaN);

/** The bottom of an element's box in the window, in CSS pixels. */
const bottomOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return (box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0);
};

const visit = /^#action-contact-(appointment|me)-form$/;

for (const path of ['/fr/a-louer/mons/appartement/1031/', '/de/zu-verkaufen/gent/haus/1001/']) {
  test(`a listing on a phone (${path}) shows its price, address and key facts in the first screen, above a bar to call, e-mail or book a visit`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(path);
    const bar = page.locator('.contact-bar');
    await expect(bar).toBeVisible();
    const barTop = (await bar.boundingBox())?.y ?? 0;
    // The bar sits at the bottom of the window and leaves most of it to the page.
    expect(barTop).toBeGreaterThan(phone.height - 100);
    // Before: the price 799 px down, the key facts below the first screen.
    for (const selector of ['.summary__price', '.summary__address', '.summary__facts'])
      expect(await bottomOf(page.locator(selector)), `${path}: ${selector}`).toBeLessThanOrEqual(barTop);

    await expect(bar.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(bar.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(bar.locator('a[href^="#action-"]')).toHaveAttribute('href', visit);
    // Targets of at least 24 × 24 px (WCAG 2.5.8), each with a name.
    for (const link of await bar.locator('a').all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
      expect((await link.innerText()).trim()).not.toBe('');
    }

    // Its visit link opens the form's section.
    const href = (await bar.locator('a[href^="#action-"]').getAttribute('href')) ?? '';
    await bar.locator('a[href^="#action-"]').click();
    await expect(page.locator(href.replace(/-form$/, ''))).toHaveAttribute('open', '');
    // A keyboard visitor tabbing down the page never has the focused control under the bar (WCAG 2.4.11).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.summary__price').click();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (element === null || element === document.body || element.closest('.contact-bar')) return null;
        const box = element.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, height: box.height, name: element.outerHTML.slice(0, 80) };
      });
      if (focused === null || focused.height === 0) continue;
      // WCAG 2.4.11 asks that the focused control is not hidden; Chromium scrolls a focused textarea only
      // as far as its caret, so a tall one may end under the bar. What the visitor types into must show:
      // the whole of a control up to 44 px high, the first 44 px (the caret's line) of a taller one.
      expect(focused.top + Math.min(focused.height, 44), focused.name).toBeLessThanOrEqual(barTop + 1);
    }
  });
}

test('without JavaScript the contact bar’s visit link opens the visit form on a phone', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto('/fr/a-louer/mons/appartement/1031/');
  const link = page.locator('.contact-bar a[href^="#action-"]');
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  // Before: the link pointed at the closed section itself, which only a script opened.
  await expect(page.locator(href.replace(/-form$/, ''))).toHaveAttribute('open', '');
  await expect(page.locator(href).locator('input[name="firstName"]')).toBeVisible();
  await context.close();
});

test('a listing on a laptop keeps its contact card beside the page and shows no bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fr/a-louer/mons/appartement/1031/');
  await expect(page.locator('.contact-bar')).toBeHidden();
  await expect(page.locator('.aside__card')).toBeVisible();
});

for (const { path, locale } of [
  { path: '/fr/a-louer/', locale: 'fr' },
  { path: '/de/zu-verkaufen/', locale: 'de' },
]) {
  test(`the results on a phone (${path}) start in the first screen, the filter folded behind a button that counts them live`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(path);
    // The island has taken the filter over.
    await expect(page.locator('form.sf')).toBeAttached();
    const toggle = page.locator('.filter-fold__toggle');
    await expect(toggle).toBeVisible();
    await expect(page.locator('form.sf')).toBeHidden();
    // Before: the first card 913 px down, below the first screen.
    const card = page.locator('article.property-card').first();
    // The island lists the cards again as it takes over, and a card seen shown can be replaced before
    // it is measured (no box): measured again until a shown card has one.
    await expect
      .poll(async () => (await card.boundingBox())?.y ?? Number.POSITIVE_INFINITY)
      .toBeLessThan(phone.height - 150);
    const count = page.locator('#results-count');
    const shown = await numberIn(count);
    expect(await numberIn(toggle)).toBe(shown);
    expect((await toggle.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);

    // Unfolded, a search with one town changes the list, and the button's count with it.
    await toggle.click();
    const form = page.locator('form.sf');
    await expect(form).toBeVisible();
    await form.locator('.sf-select__button').first().click();
    const town = form.locator('.sf-select__panel input[type="checkbox"]').first();
    await town.check();
    await page.keyboard.press('Escape');
    await form.locator('.sf-submit').click();
    await expect.poll(() => numberIn(count)).not.toBe(shown);
    const narrowed = await numberIn(count);
    expect(await numberIn(toggle)).toBe(narrowed);
    // The filter folds again after the search, so the results show.
    await expect(form).toBeHidden();
    expect(new URL(page.url()).searchParams.getAll('city').length, locale).toBe(1);
  });

  test(`the results on a laptop (${path}) show the filter open, without the folding button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.locator('form.sf')).toBeVisible();
    await expect(page.locator('.filter-fold__toggle')).toBeHidden();
  });
}

/** The plain form's list of a field (towns or types), its summary and its panel. */
const plainList = (page: Page, index: number) => {
  const list = page.locator('form.filter details.sf-select').nth(index);
  return { list, summary: list.locator('summary'), panel: list.locator('.sf-select__panel') };
};

for (const path of ['/de/zu-verkaufen/', '/fr/a-louer/']) {
  test(`without JavaScript on a phone (${path}) the town and type lists never cover each other or the search button, and the town's summary names the ticked towns`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    await context.addInitScript(remember, storedConsent);
    const page = await context.newPage();
    await page.goto(path);
    const form = page.locator('form.filter');
    // Reachable without a script: the filter is there, unfolded.
    await expect(form).toBeVisible();
    const towns = plainList(page, 0);
    const types = plainList(page, 1);
    const anyTown = (await towns.summary.innerText()).trim();
    await towns.summary.click();
    const first = towns.panel.locator('label').first();
    const second = towns.panel.locator('label').nth(1);
    const name = (label: Locator) =>
      label.innerText().then((text) => text.replace(/\s*\(\d+\)\s*$/, '').trim());
    await first.locator('input').check();
    await second.locator('input').check();
    await types.summary.click();
    // Before: both lists open, one over the other, over the fields and the button.
    const open = await page.locator('form.filter details.sf-select[open] .sf-select__panel').all();
    const boxes = await Promise.all(open.map((panel) => panel.boundingBox()));
    for (const [index, box] of boxes.entries())
      for (const other of boxes.slice(index + 1))
        expect(
          box === null ||
            other === null ||
            box.y + box.height <= other.y ||
            other.y + other.height <= box.y ||
            box.x + box.width <= other.x ||
            other.x + other.width <= box.x,
        ).toBe(true);
    const button = form.locator('button[type="submit"]');
    await button.scrollIntoViewIfNeeded();
    const hit = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && element.contains(top);
    });
    expect(hit, 'the search button is not covered').toBe(true);
    for (const field of ['input[name="search"]', 'select[name="bedrooms"]']) {
      await form.locator(field).scrollIntoViewIfNeeded();
      const covered = await form.locator(field).evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + 4, box.y + box.height / 2);
        return top !== element;
      });
      expect(covered, field).toBe(false);
    }

    // The towns' summary says which are ticked, not "all towns".
    const summary = (await towns.summary.innerText()).trim();
    expect(summary).not.toBe(anyTown);
    expect(summary).toContain(await name(first));
    expect(summary).toContain(await name(second));
    await towns.summary.click();
    await first.locator('input').uncheck();
    await second.locator('input').uncheck();
    // What shows (the other names are in the summary, hidden).
    await expect.poll(async () => (await towns.summary.innerText()).trim()).toBe(anyTown);
    await context.close();
  });
}

test('a listing offering the documents form sends its documents by e-mail instead of linking them; the certificate’s class and figures stay on the page', async ({
  page,
}) => {
  const path = '/fr/a-louer/mons/appartement/1031/';
  await page.goto(path);
  const documents = ['/media/epc-certificate-sample.pdf', '/media/floor-plan-sample.pdf'];
  // Before: "Télécharger Certificat PEB" and "Télécharger Plan" linked beside the form.
  for (const url of documents) await expect(page.locator(`a[href="${url}"]`)).toHaveCount(0);
  const section = page.locator('#detail-documents').locator('..');
  await expect(section).toContainText('Certificat PEB');
  await expect(section).toContainText('Plan');
  await expect(section.locator('a[href="#action-document-request-form"]')).toHaveCount(1);
  await expect(page.locator('.epc img')).toHaveAttribute('alt', /A\+\+/);
  await expect(page.locator('.epc')).toContainText('WA-20260416-1031');

  // The form sends them: the visitor's e-mail links each file, and each link answers with the file.
  await section.locator('a[href="#action-document-request-form"]').click();
  const form = page.locator('form[data-lead-form="document-request"]');
  await expect(form).toBeVisible();
  const email = `documents-page-${Date.now()}@example.com`;
  await form.locator('input[name="email"]').focus();
  await expect(form.locator('.robot')).toBeVisible();
  await form.locator('input[name="firstName"]').fill('Anna');
  await form.locator('input[name="lastName"]').fill('Peeters');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="privacyConsent"]').check();
  await form.locator('[data-submit]').click();
  const options = { defaultLocale: siteLanguages().DefaultLanguage };
  await expect(page).toHaveURL(pathFor('formThanks', 'fr', { name: 'document-request' }, options));
  const mail = await waitForMail((delivered) => delivered.to.includes(email));
  for (const url of documents) {
    const link = new RegExp(`https?://\\S+${url.replace(/[.]/g, '\\.')}`).exec(mail.text)?.[0] ?? '';
    expect(link, url).not.toBe('');
    const response = await page.request.get(new URL(link).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/pdf/);
  }
});
