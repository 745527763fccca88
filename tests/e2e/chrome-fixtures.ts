// Shared set-up of the consent and chrome specs: trackers answered locally and recorded, console
// errors collected, a stored cookie choice.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import {
  acceptAllChoice,
  type ConsentChoice,
  consentFlags,
  declineChoice,
} from '../../src/domain/site/consent';

/** The hosts of the tag manager and the social pixel: never reached from tests, only recorded. */
export const trackerHosts =
  /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com\/tr/;

/** Stubs the trackers with an empty script and returns the list of their requests, filled as they come. */
export async function recordTrackers(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(trackerHosts, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requests;
}

/** Console errors and uncaught exceptions of a page, to assert none happened. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Stores a cookie choice before any page script runs, as a returning visitor has it. */
export async function storeConsent(page: Page, choice: ConsentChoice = acceptAllChoice): Promise<void> {
  await page.addInitScript(
    (flags) => {
      window.localStorage.setItem('consent', flags);
    },
    JSON.stringify(consentFlags(choice)),
  );
}

/** The stored choice as the page sees it. */
export async function storedFlags(page: Page): Promise<Record<string, string> | null> {
  return page.evaluate(() => {
    const stored = window.localStorage.getItem('consent');
    return stored === null ? null : (JSON.parse(stored) as Record<string, string>);
  });
}

/** The consent commands and events pushed to the dataLayer, as plain arrays. */
export async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      typeof entry === 'object' && entry !== null && 'length' in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : [entry],
    ),
  );
}

/**
 * axe's serious and critical violations inside one part of the page (the dialog, the drawer): the
 * whole-page sweep of every page type lives in accessibility.spec.ts.
 */
export async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

export { acceptAllChoice, declineChoice };
