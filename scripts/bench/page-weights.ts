// `npm run weigh`: the JavaScript (gzip) a browser downloads on each page type, first visit and
// returning visit (consent stored), and the HTML (gzip), against a running site (BASE_URL, default
// http://localhost:4321). Prints a Markdown table for docs/architecture.md ("What a visitor downloads");
// the page types are the bench's (weights.ts), which measures the same on its own build for BENCHMARKS.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { dataDir } from '../../src/data/data-dir';
import { gzipBytes, weighScripts } from '../../tests/e2e/page-weight';
import { pageTypes } from './weights';

const base = process.env['BASE_URL'] ?? 'http://localhost:4321';
const client = join(process.env['ASTRO_OUT_DIR'] ?? 'dist', 'client');

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('| page type | path | JS first visit | JS returning visit | HTML |');
console.log('|---|---|---|---|---|');
for (const { name, path } of pageTypes(dataDir())) {
  const url = new URL(path, base).href;
  const first = await weighScripts(browser, url);
  const returning = await weighScripts(browser, url, { returning: true });
  const html = gzipBytes(readFileSync(join(client, path, 'index.html')));
  console.log(
    `| ${name} | ${path} | ${kB(first.totalGzipBytes)} | ${kB(returning.totalGzipBytes)} | ${kB(html)} |`,
  );
}
await browser.close();
