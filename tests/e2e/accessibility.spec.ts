// axe over every page type in every enabled language, at a phone's and a desktop's width, with what a
// visitor opens: the cookie dialog and the popup, the drawer or the "More" menu, every folded section (the
// detail page's forms), the filter's lists, the gallery's lightbox and the video modal. No serious or
// critical violation; color-contrast included, so the configured brand colours (the top bar's) are
// checked as drawn. One browser context per width and language walks its pages: a page each would cost
// a browser start each on a two-core machine.
import { expect, test } from '@playwright/test';
import {
  axeProblems,
  type Check,
  firstVisitDialogs,
  injectAxe,
  openEachInTurn,
  settle,
  stubThirdParties,
  unfoldAll,
} from './open-states';
import { onePagePerType } from './page-types';

const widths = [390, 1280] as const;
const pages = onePagePerType();
const locales = [...new Set(pages.map((entry) => entry.locale))];

for (const width of widths) {
  for (const locale of locales) {
    test(`every page type in ${locale} at ${width}px, with its dialogs, menus and lists open, has no serious accessibility violation`, async ({
      browser,
    }) => {
      // About 30 pages with several scans each, on a shared two-core machine.
      test.setTimeout(600_000);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await stubThirdParties(context);
      await injectAxe(context);
      const page = await context.newPage();
      await page.clock.install();
      const problems: string[] = [];
      const unchecked: string[] = [];
      let where = '';
      const check: Check = async ({ name, selector }) => {
        const result = await axeProblems(page, selector);
        problems.push(...result.problems.map((problem) => `${where} [${name}] ${problem}`));
      };

      const own = pages.filter((entry) => entry.locale === locale);
      // The home page first: the cookie dialog and the popup come on a first visit.
      own.sort((a, b) => Number(b.key === 'home') - Number(a.key === 'home'));
      for (const [index, { name, path }] of own.entries()) {
        where = `${name} ${path}`;
        const started = performance.now();
        const response = await page.goto(path);
        expect(response, path).not.toBeNull();
        if (index === 0) await firstVisitDialogs(page, check);
        await unfoldAll(page);
        const whole = await axeProblems(page, 'body');
        problems.push(...whole.problems.map((problem) => `${where} [page] ${problem}`));
        if (!whole.contrastChecked) unchecked.push(where);
        // The header is the same on every page but the home page, where it lies over the banner: its
        // drawer and menu are checked there and on the next page.
        await openEachInTurn(page, check, { header: index < 2 });
        await settle(page);
        console.log(`${width}px ${locale} ${where}: ${Math.round(performance.now() - started)} ms`);
      }
      await context.close();
      expect(unchecked, 'pages where axe did not run color-contrast').toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}
