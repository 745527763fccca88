// Another agency's export, with every oddity of a real one at once, through what staff run: check:data,
// then npm run publish into releases of its own. French by default, Dutch switched off, the agency in
// Luxembourg; every file saved by a Windows tool (byte-order marks); each listing's Dutch record first;
// HTML with scripts in its texts; a phone picture stored on its side (EXIF orientation 6), a picture
// that is missing, an owner naming a listing that left the export; a menu page titled in German only.
// The publish must go live, and the live release must serve every page it links to.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkData } from '../../scripts/ops/check-data';
import { checkRelease, releaseProbes } from '../../scripts/publish/check-release';
import { notFoundTarget, slashTarget } from '../../scripts/server/not-found-target.ts';
import { loadExport } from '../../src/data/load-export';
import { versionsByPath } from '../../src/domain/routes/language-versions';
import { internalUrls, resolvesIn } from '../e2e/built-site';

// Inside the project: a release's server bundle resolves its packages from node_modules.
const root = resolve('.cache/other-agency');
const exportDir = join(root, 'export');
const releases = join(root, 'releases');
const env = {
  ...process.env,
  RELEASES_DIR: releases,
  // No hand-built site to compare with: the first publish builds every page.
  DATA_DIR: join(root, 'no-data'),
  DIST_DIR: join(root, 'no-dist'),
  VAR_DIR: join(root, 'var'),
};

type Json = Record<string, unknown>;
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as T;
function editJson<T>(file: string, change: (value: T) => void) {
  const value = readJson<T>(file);
  change(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
}
const every = (text: string) => ({ nl: text, fr: text, en: text, de: text });

/** The sample's listing in Liège (Luik in Dutch), whose French address must say liege. */
let liegeId = 0;
/** The listing that gains the phone picture and the missing one. */
let phoneId = 0;

async function writeOtherAgencyExport(): Promise<void> {
  cpSync('data', exportDir, { recursive: true });
  editJson<Json>(join(exportDir, 'site.json'), (site) => {
    site['DefaultLanguage'] = 'fr';
    site['Languages'] = (site['Languages'] as { Code: string }[]).map((language) => ({
      ...language,
      Use: language.Code !== 'nl',
    }));
    Object.assign(site['Agency'] as Json, { Zip: '2449', City: 'Luxembourg', CountryID: 50 });
    const footer = site['Footer'] as { Columns: { Text?: object }[] };
    (footer.Columns[0] as { Text?: object }).Text = every(
      '<p>Boulevard Royal<script>window.pwned = 1</script></p>',
    );
  });
  editJson<Json[]>(join(exportDir, 'menu.json'), (pages) => {
    const [about] = pages as { params: Json }[];
    (about as { params: Json }).params['title'] = { de: 'Über uns' };
  });
  // A phone's portrait picture, stored on its side: 1600 × 1067 pixels with EXIF orientation 6.
  await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#7a8c99' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(join(exportDir, 'media', 'phone-portrait.jpg'));
  editJson<Json[]>(join(exportDir, 'properties.json'), (records) => {
    liegeId = Number(
      records.find((record) => record['City'] === 'Luik' || record['City'] === 'Liège')?.['ID'],
    );
    phoneId = Number(records[0]?.['ID']);
    // Each listing's Dutch record first, as some CRMs list them.
    records.sort(
      (a, b) =>
        Number(a['ID']) - Number(b['ID']) || Number(b['language'] === 'nl') - Number(a['language'] === 'nl'),
    );
    for (const record of records) {
      if (record['ID'] !== phoneId) continue;
      const pictures = record['Pictures'] as Json[];
      pictures.push(
        { ID: 990001, Url: '/media/phone-portrait.jpg', Width: 1600, Height: 1067, Name: 'phone' },
        { ID: 990002, Url: '/media/never-uploaded.jpg', Width: 1600, Height: 1067, Name: 'missing' },
      );
      if (record['language'] === 'fr') {
        record['Description'] =
          '<h2>Un h&ocirc;tel</h2><p>Vue sur la Meuse</p><img src="x" onerror="window.pwned = 2">';
      }
    }
  });
  editJson<Json[]>(join(exportDir, 'owners.json'), (owners) => {
    (owners[0] as { PropertyIDs: number[] }).PropertyIDs.push(987654);
  });
  // Saved by a Windows tool: every file starts with a byte-order mark.
  for (const file of readdirSync(exportDir).filter((name) => name.endsWith('.json'))) {
    writeFileSync(join(exportDir, file), `\uFEFF${readFileSync(join(exportDir, file), 'utf8')}`);
  }
}

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  await writeOtherAgencyExport();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("another agency's export, with every oddity at once", () => {
  it('passes check:data with a warning for each thing it leaves out, naming file, record and field', async () => {
    const report = await checkData(exportDir);
    expect(report.ok, report.text).toBe(true);
    expect(report.text).toContain('never-uploaded.jpg');
    expect(report.text).toContain('987654');
    expect(report.text).toMatch(/script/i);
  });

  it('publishes: the new release goes live only once it serves its pages and API', async () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/publish/publish.ts', exportDir], {
      env,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr + result.stdout).toBe(0);
    const dir = join(releases, readlinkSync(join(releases, 'current')));
    expect(result.stdout).toContain(`Live: ${readlinkSync(join(releases, 'current'))}`);
    const model = loadExport(join(dir, 'data'));
    expect(await checkRelease(join(dir, 'dist'), join(dir, 'data'), releaseProbes(model))).toEqual([]);
  });

  it('serves French unprefixed in Luxembourg, no Dutch, the towns in each language, no script and no broken link', async () => {
    const client = join(releases, readlinkSync(join(releases, 'current')), 'dist', 'client');
    const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    );
    expect(existsSync(join(client, 'nl'))).toBe(false);
    const home = readFileSync(join(client, 'index.html'), 'utf8');
    expect(home).toMatch(/<html lang="fr-LU"/);
    expect(home).not.toContain('Über uns');
    // Liège's listing is found at its French address, not under the Dutch record's Luik.
    const liege = pages.filter((file) => file.includes(`/${liegeId}/`));
    expect(liege.length).toBeGreaterThan(0);
    expect(liege.filter((file) => /(^|\/)luik\//.test(file))).toEqual([]);
    expect(liege.some((file) => /^a-vendre\/liege\/|^a-louer\/liege\//.test(file))).toBe(true);
    // What the server answers a link with: the file, or a redirect to one (a link in the agency's texts
    // written when another language was the default).
    const routes = JSON.parse(readFileSync(join(client, 'not-found-routes.json'), 'utf8'));
    const versions = versionsByPath(JSON.parse(readFileSync(join(client, 'language-versions.json'), 'utf8')));
    const served = (url: string) => {
      if (resolvesIn(client, url)) return true;
      const path = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
      const target = slashTarget(path, versions, routes.defaultLocale) ?? notFoundTarget(path, routes);
      return typeof target === 'string'
        ? resolvesIn(client, target)
        : 'redirect' in target && resolvesIn(client, target.redirect);
    };
    const broken: string[] = [];
    for (const file of pages) {
      const html = readFileSync(join(client, file), 'utf8');
      expect(html, file).not.toMatch(/<script>window\.pwned|onerror=/);
      for (const url of internalUrls(html)) if (!served(url)) broken.push(`${file} -> ${url}`);
    }
    expect(broken.slice(0, 10)).toEqual([]);
    // The short address a window card prints is no page: the server sends it to the French one.
    const short = `/property/${liegeId}/`;
    expect(resolvesIn(client, short)).toBe(false);
    const liegePage = notFoundTarget(short, routes);
    expect(liegePage).toEqual({
      redirect: expect.stringMatching(new RegExp(`^/a-(vendre|louer)/liege/.+/${liegeId}/$`)),
    });
    expect('redirect' in liegePage && resolvesIn(client, liegePage.redirect)).toBe(true);
    // The phone picture stands upright: its copies are taller than wide.
    const copies = readdirSync(join(client, 'media'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.includes('phone-portrait') && file.endsWith('.webp'),
    );
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const { width = 0, height = 0 } = await sharp(join(client, 'media', copy)).metadata();
      expect(height, copy).toBeGreaterThan(width);
    }
  });
});
