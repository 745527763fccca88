// `npm run screenshots -- / /fr/ ...`: full-page screenshots at phone (390) and desktop (1280) widths
// of a running site (BASE_URL, default http://localhost:4321), written to var/screenshots/.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:4321';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const widths = { phone: 390, desktop: 1280 };
mkdirSync('var/screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const path of paths) {
  for (const [name, width] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    const file = `var/screenshots/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}
await browser.close();
