import { describe, expect, it } from 'vitest';
import {
  acceptAllChoice,
  allowedTags,
  asksToResetConsent,
  consentFlags,
  declineChoice,
  defaultFlags,
  isPreviewPath,
  readStoredChoice,
} from './consent';

describe('consentFlags', () => {
  it('grants the four Google flags when everything is accepted', () => {
    expect(consentFlags(acceptAllChoice)).toMatchObject({
      ad_user_data: 'granted',
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('denies every flag on decline, which is also the state before any choice', () => {
    expect(Object.values(consentFlags(declineChoice))).toEqual(Array(6).fill('denied'));
    expect(defaultFlags).toEqual(consentFlags(declineChoice));
  });

  it('maps analytics alone to analytics_storage only', () => {
    const flags = consentFlags({ ...declineChoice, analytics: true });
    expect(flags.analytics_storage).toBe('granted');
    expect(flags.ad_storage).toBe('denied');
    expect(flags.ad_user_data).toBe('denied');
    expect(flags.ad_personalization).toBe('denied');
  });

  it('grants ads personalisation only with advertising and personalisation both on', () => {
    expect(consentFlags({ ...declineChoice, personalisation: true }).ad_personalization).toBe('denied');
    expect(consentFlags({ ...declineChoice, advertising: true }).ad_personalization).toBe('denied');
    expect(
      consentFlags({ ...declineChoice, advertising: true, personalisation: true }).ad_personalization,
    ).toBe('granted');
  });
});

describe('readStoredChoice', () => {
  it('reads back every choice it stored', () => {
    const choices = [acceptAllChoice, declineChoice, { ...declineChoice, functional: true, analytics: true }];
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
});

describe('allowedTags', () => {
  it('loads nothing after a decline', () => {
    expect(allowedTags(declineChoice)).toEqual({ pageView: false, tagManager: false, socialPixel: false });
  });

  it('loads the tag manager and the page view for analytics, but not the social pixel', () => {
    expect(allowedTags({ ...declineChoice, analytics: true })).toEqual({
      pageView: true,
      tagManager: true,
      socialPixel: false,
    });
  });

  it('loads the pixel for advertising only', () => {
    expect(allowedTags({ ...declineChoice, advertising: true })).toEqual({
      pageView: false,
      tagManager: true,
      socialPixel: true,
    });
    expect(allowedTags({ ...declineChoice, functional: true, personalisation: true }).socialPixel).toBe(
      false,
    );
  });
});

describe('isPreviewPath', () => {
  it('recognises a preview segment anywhere in the path', () => {
    expect(isPreviewPath('/preview/')).toBe(true);
    expect(isPreviewPath('/fr/about-preview/')).toBe(true);
    expect(isPreviewPath('/Preview/page/')).toBe(true);
  });

  it('leaves ordinary pages alone', () => {
    expect(isPreviewPath('/')).toBe(false);
    expect(isPreviewPath('/fr/a-vendre/')).toBe(false);
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
