import { describe, expect, it } from 'vitest';
import { bodies, checked, sample, withDocuments } from '../mail/form-email-samples';
import { crmLead, crmLeadBody } from './crm-lead';

const at = Date.parse('2026-11-20T09:30:00Z');

describe("the CRM's lead", () => {
  it('names the submission, its listing, the contact, the consent and the kind fields', () => {
    const value = checked('contact-me', bodies['contact-me'], 'fr');
    const body = crmLeadBody({
      id: 'sub-1',
      kind: 'contact-me',
      locale: 'fr',
      value,
      model: sample,
      occurredAt: at,
      page: 'https://example.be/fr/x/',
      visit: undefined,
    });
    expect(body).toMatchObject({
      id: 'sub-1',
      kind: 'contact-me',
      occurredAt: '2026-11-20T09:30:00.000Z',
      language: 'fr',
      contact: {
        title: 'ms',
        firstName: 'Camille',
        lastName: 'Dubois',
        email: 'camille@example.be',
        phone: expect.any(String),
      },
      consent: { newsletter: true },
      fields: { contactTimes: ['afternoon'], remark: 'Is the garden south-facing?', privacyConsent: true },
      source: { page: 'https://example.be/fr/x/' },
    });
    const listing = body.listing as { ID: number; RecordFile: unknown; url: string };
    expect(listing.ID).toBe(withDocuments.ID);
    expect(listing.RecordFile).toBe(withDocuments.Reference ?? null);
    expect(new URL(listing.url).pathname).toContain(String(withDocuments.ID));
    // Without consent, nothing of the visit goes: not even empty keys.
    expect(Object.keys(body.source as object)).toEqual(['page']);
  });

  it('carries the visit only when the post did, and no listing for a kind without one', () => {
    const value = checked('site-contact', bodies['site-contact'], 'en');
    const visit = { landingPage: 'https://example.be/?utm_source=x', referrer: '', utm: { utm_source: 'x' } };
    const row = crmLead({
      id: 'sub-2',
      kind: 'site-contact',
      locale: 'en',
      value,
      model: sample,
      occurredAt: at,
      page: undefined,
      visit,
    });
    expect(row).toMatchObject({ channel: 'crm', subject: 'site-contact' });
    const body = JSON.parse(row.text) as Record<string, unknown>;
    expect(body.listing).toBeNull();
    expect(body.source).toEqual({
      page: null,
      landingPage: 'https://example.be/?utm_source=x',
      referrer: null,
      utm: { utm_source: 'x' },
    });
  });
});
