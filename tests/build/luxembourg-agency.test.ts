// Builds the site from a copy of the export turned into a Luxembourg agency's (CountryID 50): French by
// default, German and English, Dutch switched off; a menu page titled in German only, a link in a page's
// text to the Dutch pages, a project selling parking spaces beside its flats, and one with a single flat
// left. What the pages and check:data say about it must fit the country and the languages switched on.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astroCacheDir } from '../../scripts/build/astro-cache-dir.mjs';
import { checkData } from '../../scripts/ops/check-data';

const temp = mkdtempSync(join(tmpdir(), 'luxembourg-agency-'));
// Builds go inside the project: the server bundle resolves its packages from node_modules.
const out = resolve('.cache/luxembourg-agency');
const clean = () => {
  rmSync(out, { recursive: true, force: true });
  rmSync(astroCacheDir(out), { recursive: true, force: true });
};
clean();
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
  clean();
});

type Json = Record<string, unknown>;
function editJson<T>(file: string, change: (value: T) => void) {
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  change(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
}

const dataDir = join(temp, 'data');
cpSync('data', dataDir, { recursive: true });
editJson<Json>(join(dataDir, 'site.json'), (site) => {
  site['DefaultLanguage'] = 'fr';
  site['Languages'] = (site['Languages'] as { Code: string }[]).map((language) => ({
    ...language,
    Use: language.Code !== 'nl',
  }));
  Object.assign(site['Agency'] as Json, {
    Street: 'Boulevard Royal',
    HouseNumber: '12',
    Zip: '2449',
    City: 'Luxembourg',
    CountryID: 50,
  });
});
editJson<Json[]>(join(dataDir, 'menu.json'), (pages) => {
  const [about, news] = pages as { params: Json }[];
  // Staff titled this page in German only: the German menu lists it, the French and English ones do not
  // show it under its German title.
  (about as { params: Json }).params['title'] = { de: 'Über uns' };
  // A link to a Dutch page, written when Dutch was on.
  (news as { params: Json }).params['content'] = {
    fr: '<p>Voir aussi <a href="/nl/te-koop/">notre aanbod</a> et <a href="/en/for-sale/">for sale</a>.</p>',
  };
});
editJson<Json[]>(join(dataDir, 'projects.json'), (projects) => {
  for (const project of projects as { ID: number; Units: Json[] }[]) {
    // Kirchberg Lofts sells a parking space beside its flats, far cheaper than any of them.
    if (project.ID === 3)
      project.Units.push({
        ID: 399,
        Name: 'P.-1.01',
        Type: 9,
        Floor: -1,
        Price: 35000,
        PriceUnit: 0,
        Marquee: 0,
      });
    // Parkzicht has one flat left.
    if (project.ID === 2)
      project.Units = project.Units.map((unit, index) => ({ ...unit, Marquee: index === 6 ? 0 : 3 }));
  }
});

const build = spawnSync(resolve('node_modules/.bin/astro'), ['build'], {
  encoding: 'utf8',
  env: { ...process.env, DATA_DIR: dataDir, ASTRO_OUT_DIR: out },
});
const client = join(out, 'client');
const page = (path: string) => readFileSync(join(client, path, 'index.html'), 'utf8');
/** The one page built for listing `id` in a language's folder ('' for the default language). */
function listingPage(folder: string, id: number): string {
  const root = join(client, folder);
  const found = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      file.endsWith(`/${id}/index.html`) &&
      !file.startsWith('property/') &&
      (folder !== '' || !/^(en|de)\//.test(file)),
  );
  expect(found).toHaveLength(1);
  return readFileSync(join(root, found[0] as string), 'utf8');
}
const meta = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';

describe("a Luxembourg agency's site", () => {
  it('builds', () => {
    expect(build.status, build.stderr + build.stdout).toBe(0);
  });

  it("marks its pages with Luxembourg's language tags, never Belgium's", () => {
    const home = page('');
    expect(home).toMatch(/<html lang="fr-LU"/);
    const hreflang = [...home.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((match) => match[1]);
    expect(hreflang).toEqual(['fr-LU', 'en', 'de-LU', 'x-default']);
    expect(page('de')).toMatch(/<html lang="de-LU"/);
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).not.toMatch(/-BE"/);
  });

  it("names a Luxembourg listing's certificate as Luxembourg does, in its description and its document form", () => {
    // 1053: an apartment in Luxembourg City.
    for (const [folder, word, intro] of [
      ['', 'certificat de performance énergétique', 'Recevez par e-mail les documents'],
      ['de', 'Energiepass', 'Erhalten Sie die Dokumente'],
    ] as const) {
      const html = listingPage(folder, 1053);
      expect(meta(html)).toContain(word);
      expect(meta(html)).not.toMatch(/PEB|Energieausweis/);
      const form = new RegExp(`${intro}[^<]*`).exec(html)?.[0] ?? '';
      expect(form).toContain(word);
      expect(form).not.toMatch(/PEB|Energieausweis/);
    }
  });

  it("describes the results of both countries without Belgium's certificate words", () => {
    for (const folder of ['a-vendre', 'a-louer', 'de/zu-verkaufen', 'en/for-sale']) {
      expect(meta(page(folder))).not.toMatch(/PEB|EPC|Energieausweis/);
    }
  });

  it('announces no certificate for land or a garage', () => {
    // 1022: land in Namur; 1032: a garage to let in Mons.
    for (const id of [1022, 1032]) {
      for (const folder of ['', 'en']) {
        const html = listingPage(folder, id);
        expect(html).not.toContain('class="epc"');
        expect(html).not.toMatch(/pas encore disponible|available yet/);
        expect(meta(html)).not.toMatch(/PEB|certificat|certificate/);
        expect(html).not.toMatch(/certificat PEB|the EPC/);
      }
    }
  });

  it('lists a menu page titled only in German in the German menu, not in the French and English ones', () => {
    const link = /<a [^>]*href="[^"]*"[^>]*>\s*Über uns\s*<\/a>/;
    expect(page('de')).toMatch(link);
    for (const folder of ['', 'en']) expect(page(folder)).not.toMatch(link);
  });

  it("starts a project's price at its cheapest flat, and counts one flat left in the singular", () => {
    const projects = page('projet-neuf');
    const lofts = projects.slice(projects.indexOf('Kirchberg Lofts'));
    expect(lofts).toMatch(/À partir de 810\s000\s€/);
    expect(projects).not.toMatch(/35\s000\s€/);
    expect(projects).toMatch(/1 unité disponible sur 18/);
    expect(page('en/new-builds')).toMatch(/1 of 18 units available/);
  });

  it('check:data warns of a link in a page text to a language switched off', async () => {
    const report = await checkData(dataDir);
    expect(report.ok, report.text).toBe(true);
    const warnings = report.text.split('\n').filter((line) => line.includes('warning:'));
    const links = warnings.filter((line) => line.includes('/nl/te-koop/'));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/menu\.json.*record ID 20.*params\.content\.fr/);
    expect(warnings.filter((line) => line.includes('/en/for-sale/'))).toEqual([]);
  });
});
