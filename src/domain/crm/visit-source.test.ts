import { describe, expect, it } from 'vitest';
import { readVisitSource, visitSourceOf } from './visit-source';

describe("a visit's source", () => {
  it('keeps the landing page, the referrer and the utm parameters only', () => {
    const source = visitSourceOf(
      'https://example.be/for-sale/?utm_source=news&utm_medium=mail&fbclid=x&utm_campaign=spring',
      'https://search.example/',
    );
    expect(source).toEqual({
      landingPage:
        'https://example.be/for-sale/?utm_source=news&utm_medium=mail&fbclid=x&utm_campaign=spring',
      referrer: 'https://search.example/',
      utm: { utm_source: 'news', utm_medium: 'mail', utm_campaign: 'spring' },
    });
  });

  it("leaves out a referrer of the site's own (consent given on a later page)", () => {
    expect(visitSourceOf('https://example.be/contact/', 'https://example.be/for-sale/').referrer).toBe('');
    expect(visitSourceOf('https://example.be/contact/', '').referrer).toBe('');
  });

  it('reads back what a post carries, as JSON text or object, dropping unknown keys and bounding text', () => {
    const posted = {
      landingPage: 'https://example.be/',
      referrer: '',
      utm: { utm_term: 'x'.repeat(500), evil: 1 },
      more: 2,
    };
    const read = readVisitSource(JSON.stringify(posted));
    expect(read).toEqual({
      landingPage: 'https://example.be/',
      referrer: '',
      utm: { utm_term: 'x'.repeat(200) },
    });
    expect(readVisitSource(posted)).toEqual(read);
  });

  it('reads nothing from nothing, broken JSON or another shape', () => {
    for (const raw of [undefined, null, '', '{', '[]', 42, { landingPage: 3 }]) {
      expect(readVisitSource(raw)).toBeUndefined();
    }
  });
});
