// One page of every page type in every enabled language loads without a console error or an
// uncaught exception (third-party hosts are answered locally: the tests run offline).
import { expect, test } from '@playwright/test';
import { onePagePerType } from './page-types';

for (const { key, locale, path } of onePagePerType()) {
  test(`${key} in ${locale} (${path}) logs no error`, async ({ page }) => {
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 204, body: '' }),
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    // A not-found page answers 404 on purpose, and Chromium logs that status as a console error.
    const expected = response?.status() === 404 ? errors.filter((text) => !/404/.test(text)) : errors;
    expect(expected).toEqual([]);
  });
}
