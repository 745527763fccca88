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

describe('a build from another site configuration', () => {
  const out = join(builds, 'fr-default');
  const dataDir = copyExport('fr-default-data', (dir) => {
    editJson(join(dir, 'site.json'), (site) => {
      site['DefaultLanguage'] = 'fr';
      site['Languages'] = (site['Languages'] as { Code: string; Use: boolean }[]).map((language) => ({
        ...language,
        Use: language.Code !== 'de',
      }));
    });
    // The pages' own text links to the site's addresses (the careers page to the team page's form), and
    // an agency that moves its default language links to the new ones: French unprefixed, English under /en/.
    const menu = join(dir, 'menu.json');
    writeFileSync(
      menu,
      readFileSync(menu, 'utf8')
        .replace(/href=\\"\/(?!(?:nl|fr|en|de)\/)/g, 'href=\\"/en/')
        .replace(/href=\\"\/fr\//g, 'href=\\"/'),
    );
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
