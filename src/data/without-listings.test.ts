import { describe, expect, it } from 'vitest';
import { loadExport } from './load-export';
import { publishedAsExported } from './published-site';
import { exportWithoutListings, siteWithoutListings } from './without-listings';

const sample = loadExport('data');

describe('a page built without the listings', () => {
  it('reads every other part of the export as it is', () => {
    const model = exportWithoutListings(sample, 'The contact page contact');
    expect(model.site).toBe(sample.site);
    expect(model.articles).toBe(sample.articles);
    expect(model.menu).toBe(sample.menu);
  });

  it('fails, naming itself, when it reads the listings or the owners, or copies the export', () => {
    const model = exportWithoutListings(sample, 'The contact page contact');
    expect(() => model.properties).toThrow(/The contact page contact .*read properties/);
    expect(() => model.owners).toThrow(/read owners/);
    expect(() => ({ ...model })).toThrow(/read properties/);
  });

  it('fails when it reads the published listings, their previous prices or the published model', () => {
    const site = siteWithoutListings(publishedAsExported(sample), 'The login page login');
    expect(() => site.listed).toThrow(/The login page login .*read listed/);
    expect(() => site.previousPrices).toThrow(/read previousPrices/);
    expect(() => site.model.properties).toThrow(/read properties/);
    expect(site.model.site).toBe(sample.site);
  });
});
