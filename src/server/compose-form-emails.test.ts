import { describe, expect, it } from 'vitest';
import { loadExport } from '../data/load-export';
import { formatPrice } from '../domain/money';
import { composeFormEmails } from './compose-form-emails';

const model = loadExport('data');
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const agency = model.site.Agency.LeadEmail;
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
      `Revenus mensuels minimum : ${plain(formatPrice(rental.MinimumMonthlyIncome ?? 0))}`,
    );
    expect(text).toContain(`Nombre maximum d'occupants : ${rental.MaximumOccupants}`);
    expect(text).toContain('28-11-2026 10:00');
    expect(text).not.toMatch(/\{\{|\}\}|propertyId|2026-11-28T/);
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
      expect(text).not.toContain(plain(formatPrice(hidden.Price)));
    }
    expect(lead(shown, 'nl')).toContain(plain(formatPrice(shown.Price)));
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
});
