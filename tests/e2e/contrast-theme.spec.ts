// A Windows contrast theme (forced colours) paints every background in the theme's one colour. What the
// site drew with a background alone must still show there: which side of a choice is on, the price
// range on its track, the current page of a list and of the menu, a button's edge, the agency's logo
// (drawn for a white header).
import { expect, type Page, test } from '@playwright/test';
import { declineChoice, storeConsent } from './chrome-fixtures';

test.use({ forcedColors: 'active', colorScheme: 'dark' });

/** The colour an element's ground shows in: its own background, else (transparent) the page's. */
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const own = getComputedStyle(element).backgroundColor;
      return /, 0\)$/.test(own) ? getComputedStyle(document.body).backgroundColor : own;
    });

test('the search filter and the results keep their marks in a contrast theme', async ({ page }) => {
  await storeConsent(page, declineChoice);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/de/zu-verkaufen/');
  const canvas = await background(page, 'body');
  // Before: the chosen "Kaufen" and the shown list view were painted over like their neighbours.
  const chosen = await background(page, '.sf-goal__option:has(input:checked)');
  expect(chosen).not.toBe(await background(page, '.sf-goal__option:not(:has(input:checked))'));
  expect(chosen).not.toBe(canvas);
  const shown = await background(page, ".results-map__button[aria-pressed='true']");
  expect(shown).not.toBe(await background(page, ".results-map__button[aria-pressed='false']"));
  // The track and the chosen range under the price handles.
  const track = await page
    .locator('.sf-price__track')
    .first()
    .evaluate((element) => getComputedStyle(element, '::before').backgroundColor);
  expect(track).not.toBe(canvas);
  expect(await background(page, '.sf-price__fill')).not.toBe(canvas);
  // A button drawn by its background alone gets the theme's border.
  const submit = await page.locator('button.sf-submit').evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.borderTopStyle, width: style.borderTopWidth };
  });
  expect(submit.style).not.toBe('none');
  expect(Number.parseFloat(submit.width)).toBeGreaterThan(0);
  // The current page of the list and of the menu stand out from the others.
  expect(await background(page, ".pager a[aria-current='page']")).not.toBe(
    await background(page, '.pager a:not([aria-current])'),
  );
  const underline = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).borderBottomColor);
  expect(await underline(".site-nav a[aria-current='page']")).not.toBe(
    await underline('.site-nav a:not(.button):not([aria-current])'),
  );
  // The logo on a white ground.
  expect(await background(page, '.site-header__logo')).toBe('rgb(255, 255, 255)');
});

test('the menu button keeps its bars in a contrast theme, with the drawer open too', async ({ page }) => {
  await storeConsent(page, declineChoice);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/fr/');
  // The three bars: the element and its ::before and ::after.
  const bars = () =>
    page
      .locator('.drawer-button__bars')
      .evaluate((element) =>
        [null, '::before', '::after'].map((part) => getComputedStyle(element, part).backgroundColor),
      );
  const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  for (const open of [false, true]) {
    if (open) await page.locator('label.drawer-button').click();
    // Before: the theme painted the bars in the page's colour (over the home page's photo they still
    // showed, by luck; on the open drawer's ground they did not).
    for (const colour of await bars()) expect(colour, open ? 'open' : 'closed').not.toBe(canvas);
  }
});
