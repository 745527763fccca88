import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { fieldMessageText, fieldMessageTexts } from './field-message';
import { fieldMessageWords } from './field-message-words';
import { validateForm } from './schemas';
import { visitor } from './schemas/visitor.fixtures';

/** The messages a refused body shows, in a language. */
const shown = (kind: Parameters<typeof validateForm>[0], body: Record<string, unknown>, locale: Locale) => {
  const result = validateForm(kind, body);
  if (result.ok) throw new Error('expected the body to be refused');
  return fieldMessageTexts(result.errors, fieldMessageWords(locale));
};

const person = visitor;

describe('field messages', () => {
  it.each([
    ['en', 'First name is a required field.', 'Postcode is a required field.', 'E-mail is not valid.'],
    [
      'fr',
      'Le champ «\u00a0Prénom\u00a0» est obligatoire.',
      'Le champ «\u00a0Code postal\u00a0» est obligatoire.',
      'Le champ «\u00a0E-mail\u00a0» n’est pas valide.',
    ],
    ['nl', 'Voornaam is een verplicht veld.', 'Postcode is een verplicht veld.', 'E-mail is niet geldig.'],
    ['de', 'Vorname ist ein Pflichtfeld.', 'Postleitzahl ist ein Pflichtfeld.', 'E-Mail ist ungültig.'],
  ] as const)('name the field in %s', (locale, firstName, postalCode, email) => {
    const empty = shown('contact-demand', { ...person, firstName: '', email: 'not-an-address' }, locale);
    expect(empty['firstName']).toEqual([firstName]);
    expect(empty['postalCode']).toEqual([postalCode]);
    expect(empty['email']).toEqual([email]);
  });

  it('says only "required" of an empty e-mail address', () => {
    expect(shown('site-contact', { ...person, email: '' }, 'en')['email']).toEqual([
      'E-mail is a required field.',
    ]);
  });

  it('says a property type is required when the valuation has none, not that a number is wrong', () => {
    expect(shown('contact-demand', { ...person, propertyType: '' }, 'en')['propertyType']).toEqual([
      'Property type is a required field.',
    ]);
  });

  it('gives a friend field its own name', () => {
    expect(shown('send-to-friend', { ...person, friendEmail: 'x' }, 'en')['friendEmail']).toEqual([
      "Your friend's e-mail is not valid.",
    ]);
  });

  it('keeps the plain wording where no field can be named, with its placeholders filled', () => {
    const words = fieldMessageWords('en');
    expect(fieldMessageText('_form', { key: 'required' }, words)).toBe('This field is required.');
    expect(fieldMessageText('privacyConsent', { key: 'consentRequired' }, words)).toBe(
      'Please accept the privacy policy to send this form.',
    );
    expect(fieldMessageText('occupants', { key: 'outOfRange', vars: { min: 1, max: 20 } }, words)).toBe(
      'Number of occupants: enter a value between 1 and 20.',
    );
  });

  it.each([
    ['nl', 'Bedrag van het bod: geef een waarde tussen 1.000 en 1.000.000.000.'],
    ['fr', 'Montant de l’offre\u00a0: indiquez une valeur entre 1\u202f000 et 1\u202f000\u202f000\u202f000.'],
    ['en', 'Offer amount: enter a value between 1,000 and 1,000,000,000.'],
  ] as const)("states an offer's real bounds, its digits grouped, in %s", (locale, text) => {
    const body = { ...person, propertyId: '1001', offerAmount: '2000000000' };
    expect(shown('offer', body, locale)['offerAmount']).toEqual([text]);
  });

  it('never shows a placeholder or a key in any language', () => {
    for (const locale of ['en', 'fr', 'nl', 'de'] as const) {
      const texts = Object.values(
        shown('rent-application', { occupants: '99', startDate: 'x' }, locale),
      ).flat();
      expect(texts.length).toBeGreaterThan(3);
      for (const text of texts) expect(text).not.toMatch(/\{\{|validation\.|^[a-z]+[A-Z]\w*$/);
    }
  });
});
