// The address files of the sample site: the server's version table reads back as every page's versions,
// and a site of this size keeps one sitemap file.
import { describe, expect, it } from 'vitest';
import { languageVersions, versionsByPath } from '../domain/routes/language-versions';
import { addressFile, addressFiles } from './address-tables';
import { loadExport } from './load-export';
import { pagesOf } from './site-pages';

const sample = loadExport('data');

describe('the address files of the sample site', () => {
  it('write the language versions of every page, read back by served path', () => {
    const written = addressFile(sample, 'language-versions.json');
    const table = languageVersions(pagesOf(sample));
    expect(versionsByPath(JSON.parse(written))).toEqual(table);
    // Each set of versions once: a fraction of the table by path.
    expect(written.length).toBeLessThan(JSON.stringify(table).length / 2);
  });

  it('keep a single sitemap.xml while the site has few pages', () => {
    expect([...addressFiles(sample).keys()]).toEqual([
      'sitemap.xml',
      'not-found-routes.json',
      'language-versions.json',
    ]);
    expect(addressFile(sample, 'sitemap.xml')).toContain('<urlset');
  });
});
