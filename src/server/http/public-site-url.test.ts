import { describe, expect, it } from 'vitest';
import { loadExport } from '../../data/load-export';
import { atPublicSiteUrl } from './public-site-url';

const model = loadExport('data');

describe('atPublicSiteUrl', () => {
  it("keeps the export's SiteUrl without SITE_URL", () => {
    expect(atPublicSiteUrl(undefined)(model)).toBe(model);
  });

  it('puts SITE_URL in its place, once per loaded export, and leaves the export itself as it was', () => {
    const atStaging = atPublicSiteUrl('https://staging.example.be');
    const seen = atStaging(model);
    expect(seen.site.SiteUrl).toBe('https://staging.example.be');
    expect(seen.site.Agency).toBe(model.site.Agency);
    expect(seen.properties).toBe(model.properties);
    expect(atStaging(model)).toBe(seen);
    expect(model.site.SiteUrl).not.toBe('https://staging.example.be');
  });
});
