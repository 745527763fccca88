// axe over one page of every page type in every enabled language: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { onePagePerType } from './page-types';

for (const { key, locale, path } of onePagePerType()) {
  test(`${key} in ${locale} (${path}) has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    expect(serious).toEqual([]);
  });
}
