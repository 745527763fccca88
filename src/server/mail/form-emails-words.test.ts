// Each form kind's e-mails, composed with the real dictionaries and the sample export, read as their
// recipients would: the agency's lead and the visitor's confirmation say in words what the visitor saw
// on the form (no enum value, ID list or slug where a word belongs), in two pairs of languages.
import { describe, expect, it } from 'vitest';
import { formKinds } from '../../domain/forms/schemas';
import { formatPrice } from '../../domain/values/money';
import type { Locale } from '../../i18n/locales';
import { composeFormEmails } from './compose-form-emails';
import { bodies, checked, project, rawCodes, sample, withDocuments } from './form-email-samples';

const modelIn = (agency: Locale) => ({ ...sample, site: { ...sample.site, DefaultLanguage: agency } });
const links = { confirm: 'https://www.immo-lumiere.be/api/forms/confirm?token=abc' };
/** The e-mails of the sample post of `kind`, sent in `visitor`'s language to the agency of `model`. */
const sampleEmails = (kind: (typeof formKinds)[number], visitor: Locale, model: typeof sample) =>
  composeFormEmails({ kind, locale: visitor, value: checked(kind, bodies[kind], visitor), model, links });

describe('form e-mails in words', () => {
  const pairs: { agency: Locale; visitor: Locale }[] = [
    { agency: 'en', visitor: 'fr' },
    { agency: 'nl', visitor: 'de' },
  ];
  for (const { agency, visitor } of pairs) {
    for (const kind of formKinds) {
      it(`${kind}: the agency reads ${agency}, the visitor ${visitor}, and neither meets a raw code`, () => {
        const emails = sampleEmails(kind, visitor, modelIn(agency));
        const [lead, ...others] = emails;
        expect(lead?.to).toBe(sample.site.Agency.LeadEmail);
        expect(rawCodes(lead ?? { subject: '', text: '' }, agency)).toEqual([]);
        for (const email of others) expect(rawCodes(email, visitor), email.to).toEqual([]);
      });
    }
  }

  it('gives the agency the words of the form, the visitor’s language and the listing', () => {
    const emails = sampleEmails('demand-register', 'nl', modelIn('en'));
    const lead = emails[0]?.text ?? '';
    expect(lead).toContain('Title: Ms');
    expect(lead).toContain('Wants to: Buy');
    expect(lead).not.toMatch(/\b(I|me|you|your)\b/);
    expect(lead).toMatch(/Property types: \p{L}+, \p{L}+/u);
    expect(lead).toContain('Regions: Brussels-Capital, East Flanders');
    expect(lead).toContain('Language: Dutch');
    expect(lead).toContain(`Minimum budget: ${formatPrice(200_000, 'en')}`);
    expect(lead).not.toContain('privacy policy: Yes');

    const [request] = sampleEmails('document-request', 'fr', modelIn('fr'));
    const text = request?.text ?? '';
    expect(text).toContain(withDocuments.Reference ?? '');
    expect(text).toContain(withDocuments.Title?.fr ?? '');
    // In French notation, as the agency reads French here.
    expect(text).toContain('360\u202f000\u00a0€');
    expect(text).toMatch(/https:\/\/www\.immo-lumiere\.be\/a-vendre\/\S+\/1013\//);
    expect(text).toContain('Certificat PEB, Plan');
    expect(text).toMatch(/Langue\s?: français/);

    const [construction] = sampleEmails('contact-construction', 'nl', modelIn('en'));
    expect(construction?.text).toContain(`Project: ${project.Name}`);
    expect(construction?.text).toMatch(/Price: Starting from €\s?\d/u);
    expect(construction?.text).toContain('/new-builds/');
  });

  it('lets the agency answer the visitor with one click, and nobody else', () => {
    for (const kind of formKinds) {
      const [lead, ...others] = sampleEmails(kind, 'en', sample);
      expect(lead?.replyTo, kind).toBe('camille@example.be');
      for (const email of others) expect(email.replyTo, `${kind} to ${email.to}`).toBeUndefined();
    }
  });
});
