// The lead the CRM receives for one submission: its JSON body, made once when the submission is stored
// and queued in the outbox with it, so every retry sends the same bytes with the same `id` (the CRM's
// idempotency key). The fields that go are the domain's rule (src/domain/crm/lead-fields.ts).
import { consentFields, contactFields, leadOwnFields } from '../../domain/crm/lead-fields';
import type { VisitSource } from '../../domain/crm/visit-source';
import type { FormAnswers, FormKind } from '../../domain/forms/schemas';
import type { Locale } from '../../i18n/locales';
import type { Model } from '../mail/form-email-input';
import { subjectOf } from '../mail/form-email-subject';
import type { NewEmail } from '../store/form-store';

/** The outbox's recipient of a webhook row: not an address, so no mailer can ever send it. */
export const crmRecipient = 'crm-webhook';

/** What a lead is made from. */
export interface LeadInput {
  readonly id: string;
  readonly kind: FormKind;
  readonly locale: Locale;
  readonly value: FormAnswers;
  readonly model: Model;
  /** When the visitor sent it (ms). */
  readonly occurredAt: number;
  /** The page it was sent from, as a full URL, when known. */
  readonly page: string | undefined;
  /** The visit's landing page, referrer and utm_* parameters: only with the visitor's analytical consent. */
  readonly visit: VisitSource | undefined;
}

const answer = (value: FormAnswers, field: string): unknown =>
  (value as Record<string, unknown>)[field] ?? null;

/** The lead's JSON body. */
export function crmLeadBody(input: LeadInput): Record<string, unknown> {
  const { id, kind, locale, value, model, visit } = input;
  const about = subjectOf({ kind, locale, value, model }, locale);
  const listing =
    about.property === undefined
      ? null
      : { ID: about.property.ID, RecordFile: about.property.Reference ?? null, url: about.propertyUrl };
  return {
    id,
    kind,
    occurredAt: new Date(input.occurredAt).toISOString(),
    language: locale,
    listing,
    contact: Object.fromEntries(contactFields.map((field) => [field, answer(value, field)])),
    fields: Object.fromEntries(leadOwnFields(kind).map((field) => [field, answer(value, field)])),
    consent: Object.fromEntries(consentFields.map((field) => [field, value[field] === true])),
    source: {
      page: input.page ?? null,
      ...(visit === undefined
        ? {}
        : { landingPage: visit.landingPage || null, referrer: visit.referrer || null, utm: visit.utm }),
    },
  };
}

/** The lead as an outbox row: sent by the worker to CRM_WEBHOOK_URL instead of being mailed. */
export function crmLead(input: LeadInput): NewEmail {
  return { channel: 'crm', to: crmRecipient, subject: input.kind, text: JSON.stringify(crmLeadBody(input)) };
}
