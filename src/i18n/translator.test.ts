import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries';
import { fillPlural, fillTemplate } from './fill-template';
import { flattenDictionary } from './flatten-dictionary';
import type { TranslationKey } from './keys';
import { locales } from './locales';
import { createTranslator, MissingTranslationError, pickPlurals, pickStrings } from './translator';

describe('createTranslator', () => {
  it('gives each language its own words for the statuses and legal terms', () => {
    const expected = {
      nl: ['Te koop', 'Verkocht', 'Kadastraal inkomen', 'Overstromingsgevoelig gebied'],
      fr: ['À vendre', 'Vendu', 'Revenu cadastral', 'Zone inondable'],
      en: ['For sale', 'Sold', 'Cadastral income', 'Flood-prone area'],
      de: ['Zu verkaufen', 'Verkauft', 'Katastereinkommen', 'Überschwemmungsgebiet'],
    } as const;
    for (const locale of locales) {
      const t = createTranslator(locale);
      expect([
        t('property.values.Goal.0'),
        t('property.values.Marquee.3'),
        t('property.fields.CadastralIncome'),
        t('property.fields.FloodRiskArea'),
      ]).toEqual(expected[locale]);
    }
  });

  it('differs from English in nl, fr and de', () => {
    const keys: TranslationKey[] = [
      'search.bedrooms',
      'gallery.close',
      'common.nav.forRent',
      'errors.notFound.text',
    ];
    const english = createTranslator('en');
    for (const locale of ['nl', 'fr', 'de'] as const) {
      const t = createTranslator(locale);
      for (const key of keys) expect(t(key), `${locale} ${key}`).not.toBe(english(key));
    }
  });

  it('fills placeholders', () => {
    expect(createTranslator('en')('gallery.photoOf', { index: 3, total: 12 })).toBe('Photo 3 of 12');
    expect(createTranslator('fr')('common.footer.copyright', { year: 2026, name: 'Immo & Co' })).toContain(
      '2026 Immo & Co',
    );
  });

  it('picks the plural form from count in each language', () => {
    const en = createTranslator('en');
    expect(en('search.results.count', { count: 1 })).toBe('1 property');
    expect(en('search.results.count', { count: 0 })).toBe('0 properties');
    expect(en('search.results.count', { count: 7 })).toBe('7 properties');
    const nl = createTranslator('nl');
    expect(nl('search.results.count', { count: 1 })).toBe('1 pand');
    expect(nl('search.results.count', { count: 2 })).toBe('2 panden');
    const fr = createTranslator('fr');
    expect(fr('search.results.count', { count: 0 })).toBe('0 bien');
    expect(fr('search.results.count', { count: 2 })).toBe('2 biens');
    // French "many" (a million) has no form of its own in our files and falls back to the plural.
    expect(fr('search.results.count', { count: 1_000_000 })).toBe('1000000 biens');
    expect(createTranslator('de')('search.results.count', { count: 1 })).toBe('1 Immobilie');
  });

  it('throws on an unknown key instead of showing it', () => {
    const t = createTranslator('nl');
    expect(() => t('search.nope' as TranslationKey)).toThrow(MissingTranslationError);
    expect(() => t('search.results' as TranslationKey)).toThrow(MissingTranslationError);
  });

  it('throws when a placeholder gets no value', () => {
    expect(() => createTranslator('de')('gallery.photoOf', { index: 1 })).toThrow(MissingTranslationError);
  });

  it('throws when a plural key gets no count', () => {
    expect(() => createTranslator('en')('search.results.count')).toThrow(MissingTranslationError);
  });

  it('gives the same text when a key is asked again, with or without values', () => {
    const en = createTranslator('en');
    expect(en('gallery.close')).toBe(en('gallery.close'));
    expect(en('gallery.photoOf', { index: 1, total: 3 })).not.toBe(
      en('gallery.photoOf', { index: 2, total: 3 }),
    );
    expect(en('search.results.count', { count: 1 })).toBe('1 property');
    expect(en('search.results.count', { count: 2 })).toBe('2 properties');
    expect(en('search.results.count', { count: 1 })).toBe('1 property');
    // A value that looks like the next value's name and text is still one value.
    expect(en('gallery.photoOf', { index: '1","number","2', total: 3 })).toBe('Photo 1","number","2 of 3');
    // A key that failed once fails again: only found texts are kept.
    expect(() => en('search.results.count')).toThrow(MissingTranslationError);
    expect(() => en('search.results.count')).toThrow(MissingTranslationError);
  });

  it('returns the same translator for a language every time', () => {
    expect(createTranslator('fr')).toBe(createTranslator('fr'));
  });
});

describe('strings for islands', () => {
  it('hands over translated templates that the island fills itself', () => {
    const strings = pickStrings('fr', ['search.counter.increase', 'gallery.close']);
    expect(Object.keys(strings)).toEqual(['search.counter.increase', 'gallery.close']);
    expect(strings['gallery.close']).toBe(createTranslator('fr')('gallery.close'));
    expect(fillTemplate(strings['search.counter.increase'], { label: 'chambres' })).toBe(
      createTranslator('fr')('search.counter.increase', { label: 'chambres' }),
    );
  });

  it('hands over both plural forms and picks the right one', () => {
    const { 'search.results.count': forms } = pickPlurals('nl', ['search.results.count']);
    expect(fillPlural(forms, 1, 'nl-BE')).toBe('1 pand');
    expect(fillPlural(forms, 3, 'nl-BE')).toBe('3 panden');
  });

  it('refuses an unknown key', () => {
    expect(() => pickStrings('en', ['common.nope' as 'common.skipLink'])).toThrow(MissingTranslationError);
  });

  it('refuses to leave a placeholder unfilled', () => {
    expect(() => fillTemplate('Page {{page}} of {{pages}}', { page: 1 })).toThrow();
  });
});

describe('t() against i18next', () => {
  // t() fills placeholders itself rather than through i18next's t(), for speed: it must give the same
  // text for every string of every language, with values in every placeholder and every plural count.
  const reference = createInstance();
  void reference.init({
    resources: Object.fromEntries(locales.map((locale) => [locale, { translation: dictionaries[locale] }])),
    lng: 'en',
    fallbackLng: false,
    initAsync: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });

  it.each(locales)('gives what i18next gives in %s', (locale) => {
    const t = createTranslator(locale);
    const i18nextT = reference.getFixedT(locale);
    let compared = 0;
    for (const [path, text] of flattenDictionary(dictionaries[locale])) {
      const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '');
      const vars = Object.fromEntries(names.map((name, index) => [name, `‹${name} ${index}›`]));
      const plural = /_(one|other)$/.exec(path);
      if (plural === null) {
        const key = path as TranslationKey;
        expect(t(key, names.length > 0 ? vars : undefined), path).toBe(i18nextT(key, vars));
        compared += 1;
        continue;
      }
      const base = path.slice(0, plural.index) as TranslationKey;
      for (const count of [0, 1, 2, 5, 21, 1_000_000]) {
        // French "many" (1 000 000) has no form of its own in our dictionaries: "_other" is its text.
        const form = new Intl.PluralRules(locale).select(count);
        const key = form === 'one' || form === 'other' ? base : (`${base}_other` as TranslationKey);
        expect(t(base, { ...vars, count }), `${base} ${count}`).toBe(i18nextT(key, { ...vars, count }));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});
