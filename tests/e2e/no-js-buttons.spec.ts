// Without JavaScript no visible button may be dead: a button then works only when it submits its form,
// or opens something the browser itself handles (popovertarget, commandfor). Whatever else a script
// would do must stay out of sight until a script can do it (the print button was drawn and did nothing).
// One page of each type, the languages taken in turn (the markup is the same in each), at both widths
// (what a phone shows differs), in one browser context per width.
import { expect, type Page, test } from '@playwright/test';
import { storeConsent } from './chrome-fixtures';
import { onePagePerType } from './page-types';

function oneLanguageEach() {
  const all = onePagePerType();
  const locales = [...new Set(all.map(({ locale }) => locale))].sort();
  const names = [...new Set(all.map(({ name }) => name))];
  return names.flatMap(
    (name, index) =>
      all.find((entry) => entry.name === name && entry.locale === locales[index % locales.length]) ??
      all.find((entry) => entry.name === name) ??
      [],
  );
}

/** The visible buttons of the page that do nothing without a script, described. */
const deadButtons = (page: Page) =>
  page.locator('button, input[type="button"], [role="button"]').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden')
          return false;
        if (element.tagName === 'SUMMARY') return false;
        if (element.hasAttribute('popovertarget') || element.hasAttribute('commandfor')) return false;
        const submits =
          element instanceof HTMLButtonElement && element.form !== null && element.type !== 'button';
        return !submits;
      })
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.textContent?.trim()}`,
      ),
  );

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`no dead button without JavaScript at ${viewport.width} px, on every page type`, async ({
    browser,
  }) => {
    const pages = oneLanguageEach();
    // About 30 pages in one test: a second each when the machine is quiet, two or three when the rest
    // of the suite shares it (CI ran out of the default 30 s).
    test.setTimeout(pages.length * 4_000);
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    const dead: string[] = [];
    for (const { name, path } of pages) {
      await page.goto(path);
      for (const button of await deadButtons(page)) dead.push(`${name} ${path}: ${button}`);
    }
    await context.close();
    expect(dead).toEqual([]);
  });
}

test('with JavaScript the property page offers its print button, and it prints', async ({ page }) => {
  const property = onePagePerType().find(({ key }) => key === 'property');
  expect(property).toBeDefined();
  await storeConsent(page);
  // The browser's print dialog is counted instead of opened.
  await page.addInitScript(() => {
    const counted = window as unknown as { prints: number };
    counted.prints = 0;
    window.print = () => {
      counted.prints += 1;
    };
  });
  await page.goto(property?.path ?? '/');
  await page.locator('.aside__print').click();
  expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
});
