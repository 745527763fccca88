// Item 3: the JavaScript (gzip) a browser downloads per page type, first visit and returning visit with
// consent stored, and the HTML (gzip), on the sample build: tests/e2e/page-weight.ts does the weighing,
// as `npm run weigh` does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { loadExport } from '../../src/data/load-export';
import { siteLocales } from '../../src/domain/language/site-locales';
import { propertyPathParams } from '../../src/domain/listing/listing-card';
import { projectPathParams } from '../../src/domain/listing/projects';
import { propertyTypeName } from '../../src/domain/listing/property-type-name';
import { pathFor } from '../../src/domain/routes/routes';
import { gzipBytes, weighScripts } from '../../tests/e2e/page-weight';
import { ensureBuild } from './build';
import { type BenchContext, chromiumPath, type Section } from './context';
import { serveBuild } from './serve-build';
import { at, type Figure, type Target } from './targets';

const kB = 1024;

/** A page type, its path in the default language and the weight targets for it. */
interface PageType {
  readonly name: string;
  readonly path: string;
  readonly firstVisit?: Target;
  readonly returningVisit?: Target;
  readonly html?: Target;
}

/** The page types of the sample export and their targets. */
export function pageTypes(exportDir: string): PageType[] {
  const model = loadExport(exportDir);
  const options = siteLocales(model.site);
  const locale = options.defaultLocale;
  const [property] = model.properties;
  const [project] = model.projects;
  if (property === undefined || project === undefined)
    throw new Error('the export has no property or project');
  const typeName = propertyTypeName(model.propertyTypes, property.WebID, locale, locale) ?? '';
  const noIsland = at('<', 5 * kB, '< 5 KB');
  return [
    { name: 'home', path: pathFor('home', locale, {}, options), firstVisit: at('<=', 100 * kB, '≤ 100 KB') },
    {
      name: 'results',
      path: pathFor('forSale', locale, {}, options),
      firstVisit: at('<=', 100 * kB, '≤ 100 KB'),
    },
    {
      name: 'detail',
      path: pathFor('property', locale, propertyPathParams(property, typeName, locale), options),
      firstVisit: at('<=', 100 * kB, '≤ 100 KB (gallery not opened)'),
      html: at('<=', 30 * kB, '≤ 30 KB'),
    },
    { name: 'project', path: pathFor('project', locale, projectPathParams(project), options) },
    { name: 'content page', path: pathFor('services', locale, {}, options), returningVisit: noIsland },
    { name: 'contact', path: pathFor('contact', locale, {}, options) },
    {
      name: 'portal (login)',
      path: pathFor('login', locale, {}, options),
      firstVisit: at('<=', 150 * kB, '≤ 150 KB'),
    },
  ];
}

const shown = (bytes: number) => `${(bytes / kB).toFixed(1)} KB`;

/** Weighs every page type on the sample build. */
export async function runWeights(ctx: BenchContext): Promise<Section> {
  const build = await ensureBuild(ctx, 'sample');
  const server = await serveBuild(build);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const figures: Figure[] = [];
  const notes: string[] = [];
  try {
    for (const page of pageTypes(build.exportDir)) {
      const url = new URL(page.path, server.base).href;
      const first = await weighScripts(browser, url);
      const returning = await weighScripts(browser, url, { returning: true });
      const html = gzipBytes(readFileSync(join(build.outDir, 'client', page.path, 'index.html')));
      const command = `npm run weigh (${page.path})`;
      figures.push(
        {
          figure: `JS, first visit: ${page.name}`,
          ...(page.firstVisit ? { target: page.firstVisit } : {}),
          measured: first.totalGzipBytes,
          shown: `${shown(first.totalGzipBytes)} (${first.scripts.length} scripts)`,
          command,
        },
        {
          figure: `JS, returning visit (consent stored): ${page.name}`,
          ...(page.returningVisit ? { target: page.returningVisit } : {}),
          measured: returning.totalGzipBytes,
          shown: `${shown(returning.totalGzipBytes)} (${returning.scripts.length} scripts)`,
          command,
        },
        {
          figure: `HTML: ${page.name}`,
          ...(page.html ? { target: page.html } : {}),
          measured: html,
          shown: shown(html),
          command,
        },
      );
      if (page.returningVisit !== undefined) {
        const largest = [...returning.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 6);
        notes.push(
          `Returning visit to ${page.name} (${page.path}) loads ${returning.scripts.length} scripts: ${largest
            .map(
              (script) =>
                `${new URL(script.url).pathname.replace(/^\/_astro\//, '')}${new URL(script.url).hash} ${shown(script.gzipBytes)}`,
            )
            .join(', ')}${returning.scripts.length > largest.length ? ', …' : ''}.`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  notes.unshift(
    'gzip (level 6) bytes of every script response once the network is idle, inline scripts included, JSON-LD excluded; third-party hosts answered with nothing (tests/e2e/page-weight.ts). "Returning visit" has the consent choice stored in localStorage. The gallery is not opened, so the detail figure is before the gallery opens. "A page with no interactive part" is the content page; contact and login have a form island, loaded on first interaction.',
  );
  return { title: 'JavaScript and HTML per page type (sample build, default language)', figures, notes };
}
