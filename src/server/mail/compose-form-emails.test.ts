import { describe, expect, it } from 'vitest';
import { loadExport } from '../../data/load-export';
import { formatPrice } from '../../domain/values/money';
import { composeFormEmails } from './compose-form-emails';

const model = loadExport('data');
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const agency = model.site.Agency.LeadEmail;
/** The sample with an agency that reads English, and the visitor of the newer tests. */
const englishAgency = { ...model, site: { ...model.site, DefaultLanguage: 'en' as const } };
const anna = { firstName: 'Anna', lastName: 'Peeters', email: 'anna@example.com' };
type Listing = (typeof model.properties)[number];
/** The sample's listing that `matches`; when it has none, the test stops and says what is missing. */
function sampleListing(missing: string, matches: (property: Listing) => boolean = () => true): Listing {
  const listing = model.properties.find(matches);
  if (listing === undefined) throw new Error(`the sample ${missing}`);
  return listing;
}
const rental = model.properties.find(
  (property) => property.MinimumMonthlyIncome !== undefined && property.MaximumOccupants !== undefined,
);

describe('composeFormEmails', () => {
  it('fills a booked visit’s confirmation with the landlord’s minimum income and maximum occupants', () => {
    if (rental === undefined) throw new Error('the sample has no rental with conditions');
    const [, visitor] = composeFormEmails({
      kind: 'contact-appointment',
      locale: 'fr',
      model,
      value: {
        firstName: 'Anna',
        lastName: 'Peeters',
        email: 'anna@example.com',
        propertyId: rental.ID,
        slot: '2026-11-28T10:00:00+01:00',
      },
    });
    expect(visitor?.to).toBe('anna@example.com');
    // French typography puts a no-break space before the colon, and in the amount.
    const text = plain(visitor?.text ?? '');
    expect(text).toContain(
      `Revenus mensuels minimum : ${plain(formatPrice(rental.MinimumMonthlyIncome ?? 0, 'fr'))}`,
    );
    expect(text).toContain(`Nombre maximum d’occupants : ${rental.MaximumOccupants}`);
    expect(text).toContain('28/11/2026 10:00');
    expect(text).not.toMatch(/\{\{|\}\}|propertyId|2026-11-28T/);
    // It asks the visitor to warn the agency if they cannot come, under "please do not reply": it says
    // how to reach the agency. Before, it signed with the agency's name alone.
    expect(text).toContain(`${model.site.Agency.Phone} · ${model.site.Agency.Email}`);
  });

  it('names the listing as its card does, quoted, in the subject and first sentence of every language', () => {
    const apartment = sampleListing(
      'lacks listing 1013 (an apartment in Leuven)',
      (property) => property.ID === 1013,
    );
    const named = {
      en: '“Apartment in Leuven” (reference IL-3000-1013)',
      nl: '‘Appartement in Leuven’ (referentie IL-3000-1013)',
      fr: '« Appartement à Louvain » (référence IL-3000-1013)',
      de: '„Wohnung in Leuven“ (Referenz IL-3000-1013)',
    } as const;
    for (const [locale, name] of Object.entries(named) as [keyof typeof named, string][]) {
      const [lead, visitor] = composeFormEmails({
        kind: 'contact-me',
        locale,
        model: englishAgency,
        value: { ...anna, propertyId: apartment.ID },
      });
      // Before: "your interest in Apartment Leuven (reference …)", a label pasted into a sentence.
      expect(plain(visitor?.subject ?? ''), locale).toContain(name);
      expect(plain(visitor?.text ?? ''), locale).toContain(name);
      expect(lead?.subject).toContain(named.en);
    }
  });

  it('leaves the conditions out when the listing has none', () => {
    const sale = model.properties.find((property) => property.MinimumMonthlyIncome === undefined);
    const [, visitor] = composeFormEmails({
      kind: 'contact-appointment',
      locale: 'en',
      model,
      value: { email: 'anna@example.com', propertyId: sale?.ID, slot: '2026-11-28T10:00:00+01:00' },
    });
    expect(visitor?.text).not.toContain('Minimum monthly income');
    expect(visitor?.text).toContain('Please bring proof of identity to the visit.');
  });

  it('writes "price on request" for a listing whose price the agency does not publish, never the amount', () => {
    const hidden = model.properties.find((property) => !property.PublishPrice);
    const shown = model.properties.find((property) => property.PublishPrice && property.Marquee === 0);
    if (hidden === undefined || shown === undefined) throw new Error('the sample has a listing of each kind');
    const lead = (property: typeof hidden, locale: 'nl' | 'fr') =>
      plain(
        composeFormEmails({
          kind: 'contact-me',
          locale,
          model,
          value: {
            firstName: 'Anna',
            lastName: 'Peeters',
            email: 'anna@example.com',
            propertyId: property.ID,
          },
        })
          .map((email) => email.text)
          .join('\n'),
      );
    for (const locale of ['nl', 'fr'] as const) {
      const text = lead(hidden, locale);
      expect(text).toMatch(/Price on request|Prijs op aanvraag|Prix sur demande/);
      expect(text).not.toContain(plain(formatPrice(hidden.Price, 'en')));
    }
    expect(lead(shown, 'nl')).toContain(plain(formatPrice(shown.Price, 'en')));
  });

  it('tells the agency of a newsletter request, in the agency’s language, besides the visitor’s link', () => {
    const emails = composeFormEmails({
      kind: 'sign-newsletter',
      locale: 'nl',
      model,
      value: { email: 'jan@example.com' },
      links: { confirm: 'https://example.com/confirm' },
    });
    expect(emails.map((email) => email.to)).toEqual([agency, 'jan@example.com']);
    expect(emails[0]?.text).toContain('jan@example.com');
    expect(emails[1]?.text).toContain('https://example.com/confirm');
  });

  describe('a document request', () => {
    const withDocuments = model.properties.find((property) => (property.Documents ?? []).length >= 2);
    const without = model.properties.find((property) => (property.Documents ?? []).length === 0);
    if (withDocuments === undefined || without === undefined) throw new Error('the sample lacks a listing');
    const [first, second] = withDocuments.Documents ?? [];
    const request = (propertyId: number, documents: number[], locale: 'fr' | 'de' = 'fr') =>
      composeFormEmails({
        kind: 'document-request',
        locale,
        model,
        value: { ...anna, propertyId, documents },
      });

    it('gives the visitor a download link for each document ticked, and only those', () => {
      const [, visitor] = request(withDocuments.ID, [second?.ID ?? 0]);
      const text = plain(visitor?.text ?? '');
      expect(text).toContain('Vous pouvez les télécharger avec les liens ci-dessous.');
      expect(text).toContain(`Plan (731 octets) : ${new URL(second?.Url ?? '', model.site.SiteUrl).href}`);
      expect(text).not.toContain(new URL(first?.Url ?? '', model.site.SiteUrl).href);
      expect(text).not.toMatch(/pièce jointe/);
    });

    it('gives every document when none was ticked', () => {
      const [, visitor] = request(withDocuments.ID, [], 'de');
      const text = plain(visitor?.text ?? '');
      for (const document of withDocuments.Documents ?? [])
        expect(text).toContain(new URL(document.Url, model.site.SiteUrl).href);
    });

    it('promises nothing it does not send for a listing without documents, and asks the agency to send them', () => {
      const [lead, visitor] = request(without.ID, []);
      expect(plain(visitor?.text ?? '')).toContain(
        'Ils ne sont pas encore en ligne : l’agent vous enverra ceux qui sont disponibles.',
      );
      expect(visitor?.text).not.toMatch(/ci-dessous|pièce jointe|\/media\//);
      expect(lead?.text).toMatch(/no documents online: please send Anna Peeters what is available/);
    });
  });

  it('names the friend to the agency as the friend, not as "your friend"', () => {
    const listing = sampleListing('has no listing');
    const [lead] = composeFormEmails({
      kind: 'send-to-friend',
      locale: 'en',
      model: englishAgency,
      value: {
        ...anna,
        propertyId: listing.ID,
        friendFirstName: 'Bram',
        friendLastName: 'Claes',
        friendEmail: 'bram@example.com',
      },
    });
    expect(lead?.text).toContain("Friend's first name: Bram");
    expect(lead?.text).toContain("Friend's last name: Claes");
    expect(lead?.text).not.toMatch(/your friend/i);
  });

  it("tells the friend which listing the link leads to, and its price, in the sender's language", () => {
    const apartment = sampleListing(
      'lacks listing 1013 (an apartment in Leuven)',
      (property) => property.ID === 1013,
    );
    const friend = composeFormEmails({
      kind: 'send-to-friend',
      locale: 'fr',
      model: englishAgency,
      value: { ...anna, propertyId: apartment.ID, friendEmail: 'bram@example.com' },
    }).find((email) => email.to === 'bram@example.com');
    // Before: a bare link, which the friend had to open to learn what was sent.
    const text = plain(friend?.text ?? '');
    expect(text).toContain('Appartement 2 chambres avec terrasse à Louvain\n360 000 €\nhttps://');
    expect(text).toContain('/fr/a-vendre/louvain/appartement/1013/');
  });

  it('labels the answers to the agency in its own voice, and to the visitor in the form’s', () => {
    const listing = sampleListing(
      'has no listing with documents',
      (property) => (property.Documents ?? []).length > 0,
    );
    const [lead, visitor] = composeFormEmails({
      kind: 'document-request',
      locale: 'en',
      model: englishAgency,
      value: {
        ...anna,
        propertyId: listing.ID,
        documents: (listing.Documents ?? []).map((document) => document.ID),
      },
    });
    expect(lead?.text).toMatch(/^Documents requested: /m);
    expect(lead?.text).not.toMatch(/\b(I|me|you|your)\b/);
    expect(visitor?.text).toMatch(/^Documents you want to receive: /m);
  });

  it('tells the agency to answer a request without a name at its address, once', () => {
    const [lead] = composeFormEmails({
      kind: 'sign-newsletter',
      locale: 'de',
      model: englishAgency,
      value: { email: 'jan@example.com' },
      links: { confirm: 'https://example.com/confirm' },
    });
    expect(lead?.text).toContain('Reply to this e-mail to answer jan@example.com.');
    expect(lead?.text.match(/jan@example\.com at jan@example\.com/)).toBeNull();
  });

  it('names a booked visit by its weekday, date and times in each reader’s language', () => {
    const listing = sampleListing('has no listing');
    const [lead, visitor] = composeFormEmails({
      kind: 'contact-appointment',
      locale: 'de',
      model: englishAgency,
      value: {
        ...anna,
        propertyId: listing.ID,
        slot: '2026-11-28T10:00:00+01:00',
      },
      slot: { start: '2026-11-28T10:00:00+01:00', end: '2026-11-28T10:30:00+01:00' },
    });
    expect(visitor?.subject).toMatch(/^Ihre Besichtigung/);
    expect(visitor?.text).toContain('ist für Samstag, 28. November, 10:00–10:30 bestätigt');
    expect(visitor?.text).toContain('Besichtigungstermin: Samstag, 28. November, 10:00–10:30');
    expect(lead?.subject).toContain('on Saturday 28 November, 10:00–10:30');
    expect(lead?.text).toContain('Visit slot: Saturday 28 November, 10:00–10:30');
    expect(`${lead?.text}${visitor?.text}`).not.toMatch(/28[-/.]11[-/.]2026/);
  });

  describe('a booked visit’s confirmation', () => {
    const listing = sampleListing(
      'lacks listing 1001 (a house in Ghent)',
      (property) => property.ID === 1001,
    );
    const agent = model.site.Agents.find((candidate) => candidate.ID === listing.AgentID);
    if (agent === undefined) throw new Error('listing 1001 names no agent of site.json');
    const slot = { start: '2026-12-05T10:00:00+01:00', end: '2026-12-05T10:30:00+01:00' };
    const confirm = (locale: 'en' | 'fr', property = listing) =>
      composeFormEmails({
        kind: 'contact-appointment',
        locale,
        model: { ...model, properties: model.properties.map((item) => (item.ID === 1001 ? property : item)) },
        value: { ...anna, propertyId: 1001, slot: slot.start },
        slot,
        id: 'b9a6f1de-52f4-4c57-9d1e-0c3f4f0e2a11',
        now: new Date('2026-12-02T07:30:00Z'),
      })[1];
    const calendar = (email: ReturnType<typeof confirm>) => {
      const path = email?.attachment?.path ?? '';
      expect(path).toMatch(/^data:text\/calendar;charset=utf-8;method=PUBLISH;base64,/);
      return Buffer.from(path.split(',')[1] ?? '', 'base64')
        .toString('utf8')
        .replace(/\r\n /g, '');
    };

    it('gives the published address, the agent’s name and phone, in the visitor’s language', () => {
      const english = plain(confirm('en')?.text ?? '');
      expect(english).toContain('Address: Kortrijksesteenweg 146, 9000 Ghent');
      expect(english).toContain(`Your contact: ${agent.FirstName} ${agent.LastName}, ${agent.Phone}`);
      const french = plain(confirm('fr')?.text ?? '');
      expect(french).toContain('Adresse : Kortrijksesteenweg 146, 9000 Gand');
      expect(french).toContain(`Votre contact : ${agent.FirstName} ${agent.LastName}, ${agent.Phone}`);
    });

    it('gives only the town, as the page does, when the export keeps the street private', () => {
      const text = plain(confirm('en', { ...listing, PublicAddress: false })?.text ?? '');
      expect(text).toContain('Address: 9000 Ghent (Exact address on request)');
      expect(text).not.toContain('Kortrijksesteenweg');
      expect(calendar(confirm('en', { ...listing, PublicAddress: false }))).not.toContain(
        'Kortrijksesteenweg',
      );
    });

    it('attaches the visit as a calendar file in Brussels time, named in the visitor’s language', () => {
      const email = confirm('fr');
      expect(email?.attachment?.filename).toBe('visite-IL-9000-1001.ics');
      const ics = calendar(email);
      expect(ics).toContain('\r\nDTSTART;TZID=Europe/Brussels:20261205T100000\r\n');
      expect(ics).toContain('\r\nDTEND;TZID=Europe/Brussels:20261205T103000\r\n');
      expect(ics).toContain('\r\nTZID:Europe/Brussels\r\n');
      expect(ics).toContain('\r\nDTSTAMP:20261202T073000Z\r\n');
      expect(ics).toMatch(/\r\nUID:visit-b9a6f1de-52f4-4c57-9d1e-0c3f4f0e2a11@[\w.-]+\r\n/);
      expect(plain(ics)).toContain('\r\nSUMMARY:Visite : « Maison à Gand » (référence IL-9000-1001)\r\n');
      expect(ics).toContain('\r\nLOCATION:Kortrijksesteenweg 146\\, 9000 Gand\r\n');
      expect(ics).toContain(`${agent.FirstName} ${agent.LastName}\\, ${agent.Phone}`);
    });

    it('leaves the agency’s lead without the calendar file', () => {
      const [lead] = composeFormEmails({
        kind: 'contact-appointment',
        locale: 'en',
        model,
        value: { ...anna, propertyId: 1001, slot: slot.start },
        slot,
      });
      expect(lead?.attachment).toBeUndefined();
    });
  });
});
