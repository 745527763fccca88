import { describe, expect, it } from 'vitest';
import {
  acceptAllChoice,
  allowedTags,
  asksToResetConsent,
  consentCategories,
  consentFlags,
  declineChoice,
  defaultFlags,
  isPreviewMenuPage,
  isPreviewPage,
  mayLoadMapTiles,
  readStoredChoice,
} from './consent';

describe('consentCategories', () => {
  it("are the specification's categories: strictly necessary (always on) and four to choose", () => {
    expect(consentCategories).toEqual(['analytical', 'marketing', 'socialMedia', 'unclassified']);
  });
});

describe('consentFlags', () => {
  it('grants the four Google flags when everything is accepted', () => {
    expect(consentFlags(acceptAllChoice)).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      social_media_storage: 'granted',
      unclassified_storage: 'granted',
    });
  });

  it('denies every flag on decline, which is also the state before any choice', () => {
    expect(Object.values(consentFlags(declineChoice))).toEqual(Array(6).fill('denied'));
    expect(defaultFlags).toEqual(consentFlags(declineChoice));
  });

  it('maps analytical alone to analytics_storage only', () => {
    expect(consentFlags({ ...declineChoice, analytical: true })).toEqual({
      ...defaultFlags,
      analytics_storage: 'granted',
    });
  });

  it('maps marketing to the three advertising flags', () => {
    expect(consentFlags({ ...declineChoice, marketing: true })).toEqual({
      ...defaultFlags,
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('leaves the four Google flags denied for social media and unclassified', () => {
    const flags = consentFlags({ ...declineChoice, socialMedia: true, unclassified: true });
    for (const name of ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const)
      expect(flags[name]).toBe('denied');
    expect(flags.social_media_storage).toBe('granted');
    expect(flags.unclassified_storage).toBe('granted');
  });
});

describe('readStoredChoice', () => {
  it('reads back every choice it stored', () => {
    const choices = [
      acceptAllChoice,
      declineChoice,
      { ...declineChoice, analytical: true },
      { ...declineChoice, marketing: true, unclassified: true },
      { ...declineChoice, socialMedia: true },
    ];
    for (const choice of choices) {
      expect(readStoredChoice(JSON.stringify(consentFlags(choice)))).toEqual(choice);
    }
  });

  it('asks again when nothing, garbage or an incomplete choice is stored', () => {
    expect(readStoredChoice(null)).toBeUndefined();
    expect(readStoredChoice('yes')).toBeUndefined();
    expect(readStoredChoice('null')).toBeUndefined();
    expect(readStoredChoice(JSON.stringify({ ad_storage: 'granted' }))).toBeUndefined();
    expect(readStoredChoice(JSON.stringify({ ...defaultFlags, ad_storage: true }))).toBeUndefined();
  });

  it('asks again for a choice stored in the old format, granted or not', () => {
    const old = (granted: 'granted' | 'denied') =>
      JSON.stringify({
        ad_user_data: granted,
        ad_storage: granted,
        analytics_storage: granted,
        ad_personalization: granted,
        functionality_storage: granted,
        personalization_storage: granted,
      });
    expect(readStoredChoice(old('granted'))).toBeUndefined();
    expect(readStoredChoice(old('denied'))).toBeUndefined();
  });
});

describe('allowedTags', () => {
  const none = { pageView: false, tagManager: false, socialPixel: false, mapTiles: false };

  it.each([
    ['nothing after a decline', {}, {}],
    [
      'the tag manager and the page view for analytical, but not the pixel',
      { analytical: true },
      { pageView: true, tagManager: true },
    ],
    ['the tag manager for marketing, but not the Meta pixel', { marketing: true }, { tagManager: true }],
    ['map tiles for unclassified only', { unclassified: true }, { mapTiles: true }],
  ])('loads %s', (_name, consent, tags) => {
    expect(allowedTags({ ...declineChoice, ...consent })).toEqual({ ...none, ...tags });
  });

  it('loads the Meta pixel for social media', () => {
    expect(allowedTags({ ...declineChoice, socialMedia: true }).socialPixel).toBe(true);
  });
});

describe('mayLoadMapTiles', () => {
  it('waits for consent to unclassified or a click during this visit', () => {
    expect(mayLoadMapTiles(undefined, false)).toBe(false);
    expect(mayLoadMapTiles(declineChoice, false)).toBe(false);
    expect(mayLoadMapTiles({ ...acceptAllChoice, unclassified: false }, false)).toBe(false);
    expect(mayLoadMapTiles({ ...declineChoice, unclassified: true }, false)).toBe(true);
    expect(mayLoadMapTiles(declineChoice, true)).toBe(true);
    expect(mayLoadMapTiles(undefined, true)).toBe(true);
  });
});

describe('isPreviewMenuPage', () => {
  it('is a preview menu page, or a page below one', () => {
    expect(isPreviewMenuPage({ item: { Status: 'preview' } })).toBe(true);
    expect(isPreviewMenuPage({ item: { Status: 'published' }, parent: { Status: 'preview' } })).toBe(true);
    expect(isPreviewMenuPage({ item: { Status: 'published' }, parent: { Status: 'published' } })).toBe(false);
  });
});

describe('isPreviewPage', () => {
  it('recognises "preview" anywhere in the path', () => {
    expect(isPreviewPage('/preview/')).toBe(true);
    expect(isPreviewPage('/fr/about-preview/')).toBe(true);
    expect(isPreviewPage('/Preview/page/')).toBe(true);
    expect(isPreviewPage('/property/1001/?x=1&previewed')).toBe(true);
  });

  it('leaves ordinary pages alone', () => {
    expect(isPreviewPage('/')).toBe(false);
    expect(isPreviewPage('/fr/a-vendre/')).toBe(false);
  });
});

describe('asksToResetConsent', () => {
  it('sees setcookies with or without a value', () => {
    expect(asksToResetConsent('?setcookies')).toBe(true);
    expect(asksToResetConsent('?a=1&setcookies=1')).toBe(true);
    expect(asksToResetConsent('?cookies=1')).toBe(false);
    expect(asksToResetConsent('')).toBe(false);
  });
});
