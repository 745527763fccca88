// `npm run weigh`: the JavaScript (gzip) a browser downloads on each page type, first visit and
// returning visit (consent stored), and the HTML (gzip), against a running site (BASE_URL, default
// http://localhost:4321). Prints a Markdown table for the README and the benchmarks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { loadExport } from '../../src/data/load-export';
import { propertyPathParams } from '../../src/domain/listing-card';
import { projectPathParams } from '../../src/domain/projects';
import { propertyTypeName } from '../../src/domain/property-type-name';
import { pathFor } from '../../src/domain/routes';
import { siteLocales } from '../../src/i18n/site-locales';
import { gzipBytes, weighScripts } from '../../tests/e2e/page-weight';

const base = process.env['BASE_URL'] ?? 'http://localhost:4321';
const client = join(process.env['ASTRO_OUT_DIR'] ?? 'dist', 'client');
const model = loadExport();
const options = siteLocales(model.site);
const locale = options.defaultLocale;
const [property] = model.properties;
const [project] = model.projects;
if (property === undefined || project === undefined) throw new Error('the export has no property or project');
const typeName = propertyTypeName(model.propertyTypes, property.WebID, locale, locale) ?? '';

const pages = [
  ['home', pathFor('home', locale, {}, options)],
  ['results', pathFor('forSale', locale, {}, options)],
  ['detail', pathFor('property', locale, propertyPathParams(property, typeName), options)],
  ['project', pathFor('project', locale, projectPathParams(project), options)],
  ['content page', pathFor('services', locale, {}, options)],
  ['contact', pathFor('contact', locale, {}, options)],
  ['portal (login)', pathFor('login', locale, {}, options)],
] as const;

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('| page type | path | JS first visit | JS returning visit | HTML |');
console.log('|---|---|---|---|---|');
for (const [name, path] of pages) {
  const url = new URL(path, base).href;
  const first = await weighScripts(browser, url);
  const returning = await weighScripts(browser, url, { returning: true });
  const html = gzipBytes(readFileSync(join(client, path, 'index.html')));
  console.log(
    `| ${name} | ${path} | ${kB(first.totalGzipBytes)} | ${kB(returning.totalGzipBytes)} | ${kB(html)} |`,
  );
}
await browser.close();
