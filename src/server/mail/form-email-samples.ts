// Sample bodies of every form kind and a reader's check for raw codes, shared by the composer's unit
// tests and the API test that reads the delivered messages: a complete, valid post of each kind, with
// every choice made, and what a recipient must never meet in an e-mail.
import { loadExport } from '../../data/load-export';
import {
  type FormKind,
  type FormOutput,
  formBody,
  formKinds,
  validateForm,
} from '../../domain/forms/schemas';
import { wantedAreas } from '../../domain/search/wanted-regions';
import type { Locale } from '../../i18n/locales';
import { locales } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import type { NewEmail } from '../store/form-store';

/** The sample export the bodies point into. */
export const sample = loadExport('data');
function found<T>(item: T | undefined, what: string): T {
  if (item === undefined) throw new Error(`the sample lacks ${what}`);
  return item;
}

/** A listing with at least two documents. */
export const withDocuments = found(
  sample.properties.find((property) => (property.Documents ?? []).length >= 2),
  'a listing with documents',
);
/** A listing for rent. */
export const rental = found(
  sample.properties.find((property) => property.Goal === 1),
  'a rental',
);
/** A project with its own page on the site. */
export const project = found(
  sample.projects.find((item) => item.ExternalUrl === undefined),
  'a project with a page',
);

/** The visitor of every sample. */
export const person = {
  title: 'ms',
  firstName: 'Camille',
  lastName: 'Dubois',
  email: 'camille@example.be',
  phone: '+32 470 12 34 56',
  privacyConsent: 'yes',
  newsletter: 'yes',
};
const remark = { remark: 'Is the garden south-facing?' };

/** A complete, valid body of each kind, with every choice made, as the form posts it. */
export const bodies: Record<FormKind, Record<string, string | string[]>> = {
  'site-contact': { ...person, contactTimes: ['morning', 'evening'], ...remark },
  'contact-me': { ...person, propertyId: String(withDocuments.ID), contactTimes: ['afternoon'], ...remark },
  'contact-appointment': {
    ...person,
    propertyId: String(withDocuments.ID),
    slot: '2026-11-28T10:00:00+01:00',
    ...remark,
  },
  'contact-construction': { ...person, projectId: String(project.ID), contactTimes: ['morning'], ...remark },
  'contact-demand': {
    ...person,
    propertyType: '2',
    address: 'Rue du Bailli 12',
    postalCode: '1050',
    city: 'Ixelles',
    ...remark,
  },
  'demand-register': {
    ...person,
    goal: 'sale',
    types: ['1', '2'],
    regions: ['brussels', 'east-flanders'],
    postcodes: '9000, 1050',
    budgetMin: '200000',
    budgetMax: '400000',
    bedrooms: '3',
    ...remark,
  },
  'send-to-friend': {
    firstName: 'Camille',
    lastName: 'Dubois',
    email: 'camille@example.be',
    friendFirstName: 'Jan',
    friendLastName: 'Peeters',
    friendEmail: 'jan@example.be',
    propertyId: String(withDocuments.ID),
    message: 'The terrace you dreamt of!',
    privacyConsent: 'yes',
  },
  'sign-newsletter': {
    title: 'mr',
    firstName: 'Camille',
    lastName: 'Dubois',
    email: 'camille@example.be',
    privacyConsent: 'yes',
  },
  unsubscribe: { email: 'camille@example.be' },
  offer: { ...person, propertyId: String(withDocuments.ID), offerAmount: '350000', ...remark },
  'rent-application': {
    ...person,
    propertyId: String(rental.ID),
    monthlyIncome: '3200',
    occupants: '3',
    // Ahead of any day the tests run on: a lease cannot start in the past.
    startDate: '2099-01-01',
    endDate: '2101-12-31',
    ...remark,
  },
  testimonial: { ...person, message: 'Quick and friendly.', rating: '4' },
  cv: { ...person, message: 'I have five years of experience.' },
  'document-request': {
    ...person,
    propertyId: String(withDocuments.ID),
    documents: (withDocuments.Documents ?? []).map((document) => String(document.ID)),
    ...remark,
  },
};

/** The checked value of a kind's body, as the API hands it to the composer. */
export function checked<K extends FormKind>(
  kind: K,
  body: Record<string, string | string[]>,
  locale: Locale,
): FormOutput<K> {
  const pairs = Object.entries({ ...body, locale }).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => [name, item] as const),
  );
  const result = validateForm(kind, formBody(pairs));
  if (!result.ok) throw new Error(`${kind}: ${JSON.stringify(result.errors)}`);
  return result.value;
}

// What must never stand where a word belongs: the form's option values, area codes, language codes,
// form kinds and booleans.
const codes = new Set<string>([
  'mr',
  'ms',
  'miss',
  'morning',
  'afternoon',
  'evening',
  'sale',
  'rent',
  'true',
  'false',
  'yes',
  'on',
  ...wantedAreas.map((area) => area.code),
  ...locales,
  ...formKinds,
]);

// A bare yes or no after a label ("Read the privacy policy: Yes") answers nothing a person asked.
const yesNo = new Set(['yes', 'no', 'oui', 'non', 'ja', 'nee', 'nein']);

/** The problems a reader would see in one e-mail: codes, bare numbers where a word belongs, leftovers. */
export function rawCodes(email: Pick<NewEmail, 'subject' | 'text'>, reader: Locale): string[] {
  const t = createTranslator(reader);
  // A number alone is the right answer to these questions (and a reference may be all digits).
  const numeric = new Set([
    t('forms.fields.bedrooms'),
    t('forms.fields.occupants'),
    t('forms.fields.postalCode'),
    t('forms.fields.postcodes'),
    t('mail.lead.reference'),
  ]);
  const problems: string[] = [];
  const whole = `${email.subject}\n${email.text}`;
  for (const leftover of [/\{\{|\}\}/, /\bundefined\b|\bNaN\b|\[object|\bnull\b/, /\d{4}-\d{2}-\d{2}/]) {
    if (leftover.test(whole)) problems.push(`leftover ${leftover}: ${whole.match(leftover)?.[0]}`);
  }
  if (
    /\b(?:mail|forms|validation|pages|search|property|common)\.[a-z]+[A-Za-z.]*\b/.test(
      whole.replace(/https?:\S+/g, ''),
    )
  ) {
    problems.push('a dictionary key');
  }
  for (const line of whole.split('\n')) {
    // "Label: answer", or "Question? answer" when the label asks.
    const parts = /^(.*?)(?:\s?:|\?) (.*)$/.exec(line);
    if (parts === null || /^https?:/.test(line)) continue;
    const label = (parts[1] ?? '').trim();
    // Lists are joined with ", "; a comma inside a number ("€360,000" in English) separates nothing.
    const items = (parts[2] ?? '').split(/,\s+/).map((item) => item.trim());
    for (const item of items) {
      if (codes.has(item)) problems.push(`code "${item}" in "${line}"`);
      if (/^\d+$/.test(item) && !numeric.has(label)) problems.push(`bare number "${item}" in "${line}"`);
      if (yesNo.has(item.toLowerCase())) problems.push(`a bare yes or no in "${line}"`);
    }
  }
  return problems;
}
