// Visit slots on a listing's page, as a visitor meets them: grouped by day under the weekday and date,
// times on one line with large targets; a booked slot shows as full after a reload and cannot be chosen;
// a slot taken meanwhile is refused with a message naming it and the list marks it full, JavaScript on
// and off.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { slotDaysShownFirst } from '../../src/domain/forms/slots';
import { pathFor } from '../../src/domain/routes/routes';
import { consentFlags, consentStorageKey, declineChoice } from '../../src/domain/site/consent';
import { popupDismissedKey } from '../../src/domain/site/popup';
import type { Locale } from '../../src/i18n/locales';
import { builtPages } from './built-site';
import { siteLanguages } from './site-languages';

const { DefaultLanguage } = siteLanguages();
// Each test books through a second page first; on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 20_000 };
const options = { defaultLocale: DefaultLanguage };
const other: Locale = DefaultLanguage === 'fr' ? 'nl' : 'fr';

// A listing of the sample whose page offers visit slots and that no other spec books: its slots that
// take one visitor, soonest first, one for each test that books.
const propertyId = 1021;
const exportSlots = (
  JSON.parse(readFileSync(join(process.env.DATA_DIR ?? 'data', 'owners.json'), 'utf8')) as {
    Slots: { PropertyID: number; Start: string; Capacity: number }[];
  }[]
).flatMap((owner) => owner.Slots);
const singles = exportSlots
  .filter(
    (slot) => slot.PropertyID === propertyId && slot.Capacity === 1 && Date.parse(slot.Start) > Date.now(),
  )
  .sort((a, b) => Date.parse(a.Start) - Date.parse(b.Start))
  .map((slot) => slot.Start);

const words = (locale: Locale) =>
  JSON.parse(readFileSync(`locales/${locale}/forms.json`, 'utf8')) as {
    slotPicker: { full: string; laterDays_other: string };
  };
const detailPages = builtPages().map((page) => page.path);
const pageOf = (locale: Locale, id = propertyId) => {
  const prefix = locale === DefaultLanguage ? '' : `/${locale}`;
  const path = detailPages.find((item) => new RegExp(`^${prefix}/[^/]+/[^/]+/[^/]+/${id}/$`).test(item));
  if (path === undefined) throw new Error(`No detail page of ${id} in ${locale}`);
  return path;
};

const storedConsent = [
  consentStorageKey,
  JSON.stringify(consentFlags(declineChoice)),
  popupDismissedKey,
] as const;
// The cookie choice is made and the newsletter popup dismissed: neither is what these tests look at.
const remember = ([key, value, popupKey]: readonly [string, string, string]) => {
  window.localStorage.setItem(key, value);
  window.sessionStorage.setItem(popupKey, '1');
};

async function pageWith(browser: Browser, javaScript: boolean, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width, height: 900 },
  });
  await context.addInitScript(remember, storedConsent);
  return context.newPage();
}

/** Opens the listing's booking section and returns its form. */
async function bookingForm(page: Page, locale: Locale): Promise<Locator> {
  await page.goto(pageOf(locale));
  const section = page.locator('#action-contact-appointment');
  const form = page.locator('form[data-lead-form="contact-appointment"]');
  await expect(async () => {
    if ((await section.getAttribute('open')) === null) await section.locator('> summary').click();
    await expect(form).toBeVisible({ timeout: 1000 });
  }).toPass();
  return form;
}

const radio = (form: Locator, start: string) => form.locator(`input[name="slot"][value="${start}"]`);

/** The list shows its first days only: opens its later dates when the slot `start` is among them. */
async function reveal(form: Locator, start: string) {
  const later = form.locator('details.slot-picker__later:not([open])');
  if ((await later.locator(`input[value="${start}"]`).count()) > 0) await later.locator('> summary').click();
}

/** Fills the visitor's details and picks `start`; with JavaScript, after the island took the form over. */
async function fill(form: Locator, start: string, javaScript: boolean) {
  await form.locator('input[name="email"]').focus();
  if (javaScript) await expect(form.locator('.robot')).toBeVisible(slow);
  await form.locator('input[name="firstName"]').fill('Lotte');
  await form.locator('input[name="lastName"]').fill('Maes');
  await form
    .locator('input[name="email"]')
    .fill(`slot-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
  await form.locator('input[name="phone"]').fill('+32 470 12 34 56');
  await reveal(form, start);
  await radio(form, start).check();
  await form.locator('input[name="privacyConsent"]').check();
}

async function book(browser: Browser, start: string, locale: Locale = DefaultLanguage) {
  const page = await pageWith(browser, true);
  const form = await bookingForm(page, locale);
  await fill(form, start, true);
  await form.locator('[data-submit]').click();
  await expect(page).toHaveURL(pathFor('formThanks', locale, { name: 'contact-appointment' }, options), slow);
  await page.context().close();
}

/** The slot shows as full: disabled, with the visible word in the page's language in its name. */
async function expectFull(form: Locator, start: string, locale: Locale) {
  await reveal(form, start);
  const input = radio(form, start);
  await expect(input).toBeDisabled(slow);
  await expect(input).not.toBeChecked();
  const full = words(locale).slotPicker.full;
  await expect(input.locator('xpath=ancestor::label').getByText(full, { exact: true })).toBeVisible();
  await expect(
    form.getByRole('radio', { name: new RegExp(`\\d\\d:\\d\\d\u2013\\d\\d:\\d\\d ${full}$`) }),
  ).toHaveCount(await form.locator('input[name="slot"]:disabled').count());
}

test('a booked slot shows as full after a reload and cannot be chosen', async ({ browser }) => {
  const start = singles[0] ?? '';
  const page = await pageWith(browser, true);
  const form = await bookingForm(page, DefaultLanguage);
  await expect(radio(form, start)).toBeEnabled();
  await page.context().close();

  await book(browser, start);

  const again = await pageWith(browser, true);
  const shown = await bookingForm(again, DefaultLanguage);
  await expectFull(shown, start, DefaultLanguage);
  await expect(radio(shown, start).check({ timeout: 1000 })).rejects.toThrow();
  await again.context().close();
});

test(`a slot taken meanwhile is refused in ${other} with a message naming it, and the list marks it full`, async ({
  browser,
}) => {
  const start = singles[1] ?? '';
  const page = await pageWith(browser, true);
  const form = await bookingForm(page, other);
  await fill(form, start, true);
  // Someone else books the same slot while this visitor is still typing.
  await book(browser, start);
  await form.locator('[data-submit]').click();
  const message = form.locator('[data-error-for="slot"]');
  const validation = JSON.parse(readFileSync(`locales/${other}/validation.json`, 'utf8')) as {
    slotFull: string;
  };
  const [before, after] = validation.slotFull.split('{{slot}}') as [string, string];
  await expect(message).toHaveText(
    new RegExp(
      `^${before}\\p{L}+ \\d{1,2}\\.? \\p{L}+, \\d\\d:\\d\\d\u2013\\d\\d:\\d\\d${after.replace('.', '\\.')}$`,
      'u',
    ),
  );
  await expect(message).toContainText(
    await radio(form, start).locator('xpath=ancestor::label//*[contains(@class,"time")]').innerText(),
  );
  await expectFull(form, start, other);
  await expect(page).toHaveURL(pageOf(other));
  await page.context().close();
});

test('without JavaScript a taken slot is refused with its message and shown full on the form again', async ({
  browser,
}) => {
  const start = singles[2] ?? '';
  await book(browser, start);
  const page = await pageWith(browser, false);
  const form = await bookingForm(page, DefaultLanguage);
  // The page was built before the booking: without JavaScript it cannot know, the server refuses.
  await fill(form, start, false);
  await form.locator('[data-submit]').click();
  const shown = page.locator('form[data-lead-form="contact-appointment"]');
  await expect(shown.locator('[data-error-for="slot"]')).toContainText('has just been taken');
  await expectFull(shown, start, DefaultLanguage);
  // The other fields are kept, and another slot can be chosen and booked.
  await expect(shown.locator('input[name="lastName"]')).toHaveValue('Maes');
  await page.context().close();
});

for (const locale of [DefaultLanguage, other]) {
  test(`in ${locale} at 390 px the slots are grouped under weekday headings, each time on one line in at most two columns, the later days behind a disclosure`, async ({
    browser,
  }) => {
    const page = await pageWith(browser, true, 390);
    const form = await bookingForm(page, locale);
    const group = form.locator('fieldset[data-field="slot"]');
    await expect(group.locator('> legend')).toBeVisible();
    // Eight weeks of slots made the list 1,500 px long above the visitor's fields: the first days are
    // shown, the later ones wait behind one disclosure that names how many there are.
    const later = group.locator('details.slot-picker__later');
    await expect(later).toHaveCount(1);
    await expect(group.locator('fieldset > legend:visible')).toHaveCount(slotDaysShownFirst);
    const laterDays = await later.locator('fieldset').count();
    expect(laterDays).toBeGreaterThan(1);
    const laterWords = words(locale).slotPicker.laterDays_other.replace('{{count}}', String(laterDays));
    await expect(later.locator('> summary')).toHaveText(laterWords);
    await later.locator('> summary').click();
    await expect(group.locator('fieldset > legend:visible')).toHaveCount(slotDaysShownFirst + laterDays);
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    const weekdays = Array.from({ length: 7 }, (_, day) =>
      weekday.format(new Date(Date.UTC(2026, 10, 23 + day))),
    );
    const headings = await group.locator('fieldset > legend').allInnerTexts();
    expect(headings.length).toBeGreaterThan(1);
    for (const heading of headings)
      expect(weekdays.some((name) => heading.toLowerCase().startsWith(name.toLowerCase()))).toBe(true);

    const layout = await group.evaluate((element) =>
      [...element.querySelectorAll<HTMLInputElement>('input[name="slot"]')].map((input) => {
        const label = input.closest('label') as HTMLElement;
        // The lines the slot's time takes: the tops of its text boxes, the "full" word left out.
        const tops = new Set<number>();
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          if (node.parentElement?.closest('[data-slot-full]') || node.textContent?.trim() === '') continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        const box = label.getBoundingClientRect();
        return {
          lines: tops.size,
          left: Math.round(box.left),
          width: box.width,
          height: box.height,
          text: label.innerText,
        };
      }),
    );
    expect(layout.length).toBeGreaterThan(3);
    for (const slot of layout) {
      expect(slot.lines, slot.text).toBe(1);
      expect(slot.text).toMatch(/^\d\d:\d\d\u2013\d\d:\d\d/);
      // WCAG 2.2 target size, with room to spare for a thumb.
      expect(slot.height, slot.text).toBeGreaterThanOrEqual(44);
      expect(slot.width, slot.text).toBeGreaterThanOrEqual(44);
    }
    expect(new Set(layout.map((slot) => slot.left)).size).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
}

test('at 1280 px the slots of a day sit side by side in columns of at most a third of the list', async ({
  browser,
}) => {
  const page = await pageWith(browser, true, 1280);
  const form = await bookingForm(page, DefaultLanguage);
  const group = form.locator('fieldset[data-field="slot"]');
  const width = (await group.boundingBox())?.width ?? 0;
  const days = await group.locator('fieldset').evaluateAll((sets) =>
    sets.map((set) =>
      [...set.querySelectorAll('label')].map((label) => {
        const box = label.getBoundingClientRect();
        return { top: Math.round(box.top), width: box.width };
      }),
    ),
  );
  const busy = days.find((day) => day.length > 1) ?? [];
  expect(busy.length).toBeGreaterThan(1);
  expect(new Set(busy.map((slot) => slot.top)).size).toBe(1);
  for (const slot of busy) expect(slot.width).toBeLessThanOrEqual(width / 3);
  await page.context().close();
});

test('a listing without visit slots ahead offers none to book, in its follow-ups or its aside', async ({
  browser,
}) => {
  const ahead = new Set(
    exportSlots.filter((slot) => Date.parse(slot.Start) > Date.now()).map((slot) => slot.PropertyID),
  );
  const withoutSlots = detailPages
    .map((path) => /^(?:\/[a-z]{2})?\/[^/]+\/[^/]+\/[^/]+\/(\d+)\/$/.exec(path)?.[1])
    .map(Number)
    .find((id) => id > 0 && !ahead.has(id));
  if (withoutSlots === undefined) throw new Error('Every listing of the export has slots ahead');
  const page = await pageWith(browser, false);
  for (const [id, offered] of [
    [withoutSlots, 0],
    [propertyId, 1],
  ] as const) {
    await page.goto(pageOf(other, id));
    // The visit request stays for every listing on the market: it is how a visit is asked without a slot.
    await expect(page.locator('#action-contact-me')).toHaveCount(1);
    await expect(page.locator('#action-contact-appointment'), `listing ${id}`).toHaveCount(offered);
    await expect(page.locator('a[href="#action-contact-appointment"]'), `listing ${id}`).toHaveCount(offered);
  }
  await page.context().close();
});
