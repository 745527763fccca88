// What a visitor's browser downloads for a page: every script response, weighed gzip-compressed
// (what a CDN or any compressing server sends), for a first visit and for a returning visit.
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { consentFlags, declineChoice } from '../../src/domain/site/consent';

/** One downloaded script, its gzip size in bytes, and whether it is (or holds) React. */
export type WeighedScript = { readonly url: string; readonly gzipBytes: number; readonly framework: boolean };

// React's element symbol (19: react.transitional.element, before: react.element) and react-dom's
// devtools hook: they survive minification and chunk renaming, so they find React in any chunk.
const frameworkMarker = /react\.(transitional\.)?element|__REACT_DEVTOOLS_GLOBAL_HOOK__/;

/** The scripts of a page load and their total gzip size. */
export type PageWeight = { readonly scripts: readonly WeighedScript[]; readonly totalGzipBytes: number };

/** A returning visitor has chosen cookies already (declined: the lightest case is not the point,
 * the stored choice is): exactly what the dialog stores. */
export const storedConsent = JSON.stringify(consentFlags(declineChoice));

/** gzip size of a text or buffer, at the level servers commonly use. */
export function gzipBytes(body: Buffer | string): number {
  return gzipSync(body, { level: 6 }).length;
}

/**
 * Loads a page in a fresh browser context and weighs every script it downloads (module chunks,
 * islands, inline scripts count too), after the network is idle. Third-party hosts are answered
 * locally with nothing, so only the site's own scripts are weighed.
 */
export async function weighScripts(
  browser: Browser,
  url: string,
  { returning = false }: { returning?: boolean } = {},
): Promise<PageWeight> {
  const context = await browser.newContext();
  if (returning) {
    await context.addInitScript((consent) => window.localStorage.setItem('consent', consent), storedConsent);
  }
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  const page = await context.newPage();
  const scripts: WeighedScript[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({
        url: response.url(),
        gzipBytes: gzipBytes(body),
        framework: frameworkMarker.test(body.toString('utf8')),
      });
    } catch {
      // A response without a body (a redirect) weighs nothing.
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const inline = await page.$$eval('script:not([src])', (elements) =>
    elements
      // Data blocks (JSON-LD, the form strings' JSON) are data the page carries, not JavaScript.
      .filter((element) => ['', 'module', 'text/javascript'].includes(element.getAttribute('type') ?? ''))
      .map((element) => element.textContent ?? ''),
  );
  for (const [index, text] of inline.entries()) {
    if (text.trim() !== '') {
      scripts.push({
        url: `${url}#inline-${index}`,
        gzipBytes: gzipBytes(text),
        framework: frameworkMarker.test(text),
      });
    }
  }
  await context.close();
  return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}
