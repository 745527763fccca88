import { describe, expect, it } from 'vitest';
import type { Site } from '../../schemas/site';
import { topBarHref, topBarItems } from './top-bar';

const site = (topBar: Site['TopBar'], primary = '#0b3954') =>
  ({
    DefaultLanguage: 'en',
    Brand: { PrimaryColor: primary, AccentColor: '#c2410c', Logo: '/media/logo.svg' },
    Agency: { Phone: '+32 2 534 18 20' },
    TopBar: topBar,
  }) as Pick<Site, 'Brand' | 'TopBar' | 'Agency' | 'DefaultLanguage'>;

const phone = { Label: { en: '+32 9 000 00 00' }, Url: 'tel:+3290000000' };
const mail = { Label: { en: 'info@example.be' }, Url: 'mailto:info@example.be' };

describe('topBarItems', () => {
  it('draws every item in white on the dark brand bar when no colour is configured', () => {
    const bar = topBarItems(site({ Left: [phone, mail], Right: [] }));
    expect(bar.ink).toBe('#ffffff');
    expect(bar.left.map((item) => item.color)).toEqual(['#ffffff', '#ffffff']);
  });

  it("replaces an item colour equal to the bar's own by a readable one, and keeps a readable one", () => {
    const bar = topBarItems(
      site({ Left: [{ ...phone, Color: '#0b3954' }], Right: [{ ...mail, Color: '#ffd166' }] }),
    );
    expect(bar.left[0]?.color).toBe('#ffffff');
    expect(bar.right[0]?.color).toBe('#ffd166');
  });

  it('writes black on a light brand colour', () => {
    expect(topBarItems(site({ Left: [phone], Right: [] }, '#f5d90a')).ink).toBe('#000000');
  });

  it('marks tel: links, which stay visible on phones', () => {
    const bar = topBarItems(site({ Left: [mail, phone], Right: [] }));
    expect(bar.left.map((item) => item.phone)).toEqual([false, true]);
  });

  it("adds the office phone when the top bar has none, so the agency's number is always in the header", () => {
    const bar = topBarItems(site({ Left: [mail], Right: [] }));
    expect(bar.left[0]?.link).toEqual({ Label: { en: '+32 2 534 18 20' }, Url: 'tel:+3225341820' });
    expect(bar.left[0]?.phone).toBe(true);
    expect(bar.left).toHaveLength(2);
  });
});

describe('topBarHref', () => {
  it("leads to the link of the page's language when the CRM gives one per language, else to Url", () => {
    const link = {
      Label: { en: 'Valuation' },
      Url: '/valuation/',
      Urls: { en: '/valuation/', fr: '/fr/estimation/' },
    };
    expect(topBarHref(link, 'fr', 'en')).toBe('/fr/estimation/');
    expect(topBarHref(link, 'de', 'en')).toBe('/valuation/');
    expect(topBarHref(phone, 'fr', 'en')).toBe('tel:+3290000000');
  });
});
