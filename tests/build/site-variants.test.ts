// Builds the site from altered copies of the export: another default language with one language
// switched off, and a broken export that the build must refuse before writing anything.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astroCacheDir } from '../../scripts/build/astro-cache-dir.mjs';
import { internalUrls, resolvesIn } from '../e2e/built-site';

const temp = mkdtempSync(join(tmpdir(), 'site-variants-'));
// Builds go inside the project: the server bundle resolves its packages from node_modules.
const builds = resolve('.cache/site-variants');
const clean = () => {
  rmSync(builds, { recursive: true, force: true });
  // Each build's incremental-build cache: every run of these tests builds from scratch.
  for (const name of ['fr-default', 'broken']) {
    rmSync(astroCacheDir(join(builds, name)), { recursive: true, force: true });
  }
};
clean();
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
  clean();
});

function copyExport(name: string, change: (dir: string) => void): string {
  const dir = join(temp, name);
  cpSync('data', dir, { recursive: true });
  change(dir);
  return dir;
}

function editJson(file: string, change: (value: Record<string, unknown> & Record<number, unknown>) => void) {
  const value = JSON.parse(readFileSync(file, 'utf8'));
  change(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
}

function build(dataDir: string, outDir: string) {
  return spawnSync(resolve('node_modules/.bin/astro'), ['build'], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, ASTRO_OUT_DIR: outDir },
  });
}

function allHtml(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

// Every HTML field of the export carries what a compromised or careless CRM could put there; the
// marker `pwned` shows if any of it reaches a page, and listing 1001's French description is HTML.
const every = (text: string) => ({ nl: text, fr: text, en: text, de: text });
function plantHostileHtml(dir: string) {
  editJson(join(dir, 'site.json'), (site) => {
    const footer = site['Footer'] as { Columns: { Text?: object }[] };
    (footer.Columns[0] as { Text?: object }).Text = every(
      '<p>Avenue Louise<script>window.pwned = 1</script></p>',
    );
    (site['popup'] as { description: object }).description = every(
      '<p><img src="/media/house-01.jpg" alt="" onerror="window.pwned = 2">New listings</p>',
    );
  });
  editJson(join(dir, 'menu.json'), (pages) => {
    const { params } = pages[0] as { params: { content?: object; css?: string } };
    params.content = every(
      '<p><a href="javascript:window.pwned = 3">About</a> <a href="JaVaScRiPt&colon;window.pwned = 4">us</a></p>' +
        '<iframe srcdoc="<script>window.pwned = 5</script>"></iframe>',
    );
    params.css = '.menu-page h2 { color: #0b3954 } </style><script>window.pwned = 6</script><style>';
  });
  editJson(join(dir, 'articles.json'), (articles) => {
    (articles[0] as { Body: object }).Body = every('<p>News</p><svg><script>window.pwned = 7</script></svg>');
  });
  editJson(join(dir, 'properties.json'), (records) => {
    const french = (records as unknown as { ID: number; language: string }[]).find(
      (record) => record.ID === 1001 && record.language === 'fr',
    );
    Object.assign(french as object, {
      Description: '<h2>Un h&ocirc;tel</h2><p>Vue sur mer</p><img src="x" onerror="window.pwned = 8">',
    });
  });
}

// A CRM may list a listing's Dutch record first: Liège's (Luik in Dutch), whose City then is Luik.
function listDutchRecordFirst(dir: string, id: number) {
  const file = join(dir, 'properties.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as { ID: number; language: string }[];
  const dutch = records.findIndex((record) => record.ID === id && record.language === 'nl');
  const first = records.findIndex((record) => record.ID === id);
  const [record] = records.splice(dutch, 1);
  records.splice(first, 0, record as (typeof records)[number]);
  writeFileSync(file, JSON.stringify(records, null, 2));
}

describe('a build from another site configuration', () => {
  const out = join(builds, 'fr-default');
  const dataDir = copyExport('fr-default-data', (dir) => {
    editJson(join(dir, 'site.json'), (site) => {
      site['DefaultLanguage'] = 'fr';
      site['Languages'] = (site['Languages'] as { Code: string; Use: boolean }[]).map((language) => ({
        ...language,
        Use: language.Code !== 'de',
      }));
      // The popup advertises the free valuation (the CRM's contact-demand), as the other agency's does.
      (site['popup'] as { link: string }).link = 'contact-demand';
    });
    // The pages' own text links to the site's addresses (the careers page to the team page's form, an
    // article to the listings abroad), and an agency that moves its default language links to the new
    // ones: French unprefixed, English under /en/.
    for (const name of ['menu.json', 'articles.json']) {
      const file = join(dir, name);
      writeFileSync(
        file,
        readFileSync(file, 'utf8')
          .replace(/href=\\"\/(?!(?:nl|fr|en|de)\/)/g, 'href=\\"/en/')
          .replace(/href=\\"\/fr\//g, 'href=\\"/'),
      );
    }
    plantHostileHtml(dir);
    listDutchRecordFirst(dir, 1024);
  });
  const result = build(dataDir, out);

  it('succeeds', () => {
    expect(result.status, result.stderr + result.stdout).toBe(0);
  });

  it('serves the new default language unprefixed and moves English under /en/', () => {
    expect(readFileSync(join(out, 'client/index.html'), 'utf8')).toMatch(/<html lang="fr-BE"/);
    expect(readFileSync(join(out, 'client/en/index.html'), 'utf8')).toMatch(/<html lang="en-GB"/);
    expect(readFileSync(join(out, 'client/nl/index.html'), 'utf8')).toMatch(/<html lang="nl-BE"/);
    expect(existsSync(join(out, 'client/fr'))).toBe(false);
  });

  it('gives a switched-off language no pages, no links and no hreflang', () => {
    expect(existsSync(join(out, 'client/de'))).toBe(false);
    const html = allHtml(join(out, 'client'));
    expect(html).not.toMatch(/hreflang="de-BE"/);
    expect(html).not.toMatch(/href="\/de\//);
    expect(html).toMatch(/hreflang="x-default" href="https:\/\/[^"]+\/"/);
    expect(readFileSync(join(out, 'client/sitemap.xml'), 'utf8')).not.toMatch(/\/de\//);
  });

  it("leads the popup's button to the page its link names, by that page's name, and keeps it off that page", () => {
    const page = (path: string) => readFileSync(join(out, 'client', path, 'index.html'), 'utf8');
    const button = (href: string, label: string) =>
      new RegExp(
        `<a class="[^"]*popup__cta"[^>]* href="${href}\\?modal-clicked=1"[^>]*>\\s*${label}\\s*</a>`,
      );
    expect(page('')).toMatch(button('/estimation-gratuite/', 'Estimation gratuite'));
    expect(page('contact')).toMatch(button('/estimation-gratuite/', 'Estimation gratuite'));
    expect(page('en')).toMatch(button('/en/contact-demand/', 'Free valuation'));
    // The valuation page holds the form itself: no popup over it, in either language.
    expect(page('estimation-gratuite')).not.toMatch(/popup-template/);
    expect(page('en/contact-demand')).not.toMatch(/popup-template/);
  });

  it("runs no script from the export's HTML and renders a listing's HTML description as HTML", () => {
    const client = join(out, 'client');
    const pages = readdirSync(client, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => readFileSync(join(client, file), 'utf8'));
    // Each place a marker or a script link is left, with some context (not the whole site in the message).
    const marked = pages.flatMap((html) => {
      const at = html.indexOf('pwned');
      return at === -1 ? [] : [html.slice(Math.max(0, at - 80), at + 20)];
    });
    expect(marked).toEqual([]);
    expect(pages.flatMap((html) => html.match(/href="\s*javascript:[^"]{0,40}/gi) ?? [])).toEqual([]);
    // The footer, the popup, the menu page and the article still show their words.
    const html = pages.join('\n');
    expect(html).toContain('<p>Avenue Louise</p>');
    expect(html).toContain('New listings</p>');
    expect(html).toMatch(/<style>\.menu-page h2 \{ color: #0b3954 \}<\/style>/);
    const listing = pages.filter((page) => page.includes('Un hôtel'));
    expect(listing.length).toBeGreaterThan(0);
    for (const page of listing) {
      expect(page).toMatch(/<h2>Un hôtel<\/h2><p>Vue sur mer<\/p>/);
      expect(page).not.toContain('&lt;h2&gt;');
      expect(page).toContain('"description":"Un hôtel Vue sur mer"');
    }
  });

  it("puts each language's address of a listing under that language's own name of its town", () => {
    // Before: the first record's City in every language, /a-vendre/luik/… and /en/for-sale/luik/….
    const pages = readdirSync(join(out, 'client'), { recursive: true, encoding: 'utf8' })
      .map((file) => file.replaceAll('\\', '/'))
      .filter((file) => /\/1024\/index\.html$/.test(file));
    expect(pages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^a-vendre\/liege\/[^/]+\/1024\//),
        expect.stringMatching(/^en\/for-sale\/liege\/[^/]+\/1024\//),
        expect.stringMatching(/^nl\/te-koop\/luik\/[^/]+\/1024\//),
      ]),
    );
    expect(pages.filter((file) => file.includes('/luik/') && !file.startsWith('nl/'))).toEqual([]);
  });

  it('leaves no broken internal link or asset on any page', () => {
    const client = join(out, 'client');
    const broken = readdirSync(client, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) =>
        internalUrls(readFileSync(join(client, file), 'utf8'))
          .filter((url) => !resolvesIn(client, url))
          .map((url) => `${file} -> ${url}`),
      );
    expect(broken).toEqual([]);
  });
});

describe('a build from a broken export', () => {
  const out = join(builds, 'broken');
  const dataDir = copyExport('broken-data', (dir) => {
    editJson(join(dir, 'properties.json'), (records) => {
      Object.assign(records[0] as object, { Price: 'on request' });
    });
    editJson(join(dir, 'cities.json'), (lists) => {
      Reflect.deleteProperty((lists['all'] as object[])[1] as object, 'Zip');
    });
    editJson(join(dir, 'site.json'), (site) => {
      site['DefaultLanguage'] = 'es';
    });
  });
  const result = build(dataDir, out);

  it('stops with every problem named by file and field, and writes nothing', () => {
    expect(result.status).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toMatch(/properties\.json\s+record ID \d+ \(nl\)\s+field Price/);
    expect(output).toMatch(/cities\.json\s+field all\[1\]\.Zip/);
    expect(output).toMatch(/site\.json.*field DefaultLanguage/);
    expect(existsSync(out)).toBe(false);
  });
});
