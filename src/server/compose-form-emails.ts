// The e-mails of one submission: the agency's notification in the agency's language with every field,
// the visitor's confirmation in the visitor's language, and for send-to-friend the friend's fixed
// message with a link to the property.
import type { ExportModel } from '../data/export-model';
import { formatDateTime } from '../domain/dates';
import { propertyPathParams } from '../domain/listing-card';
import { formatPrice } from '../domain/money';
import { propertyTypeName } from '../domain/property-type-name';
import { pathFor } from '../domain/routes';
import type { TranslationKey } from '../i18n/keys';
import { isLocale, type Locale } from '../i18n/locales';
import { siteLocales } from '../i18n/site-locales';
import { createTranslator, type Translate } from '../i18n/translator';
import type { FormKind } from '../schemas/forms';
import type { NewEmail } from './form-store';

/** What the e-mails of a submission are made from. */
export interface FormEmailInput {
  readonly kind: FormKind;
  readonly locale: Locale;
  /** The checked body. */
  readonly value: Readonly<Record<string, unknown>>;
  readonly model: Pick<ExportModel, 'site' | 'properties' | 'projects' | 'propertyTypes'>;
  /** The double opt-in links, built from the site's own URL. */
  readonly links?: { readonly confirm?: string; readonly unsubscribe?: string };
  readonly attachment?: NewEmail['attachment'];
}

// Fields that are the machinery of a form, not what the visitor told us; the property and project have
// their own line, with their name and link.
const hiddenFields = new Set([
  'submissionId',
  'locale',
  'website',
  'startedAt',
  'altcha',
  'propertyId',
  'projectId',
]);

const fieldLabels: Readonly<Record<string, TranslationKey>> = {
  title: 'forms.fields.title.label',
  firstName: 'forms.fields.firstName',
  lastName: 'forms.fields.lastName',
  email: 'forms.fields.email',
  phone: 'forms.fields.phone',
  remark: 'forms.fields.remark',
  friendFirstName: 'forms.fields.friendFirstName',
  friendLastName: 'forms.fields.friendLastName',
  friendEmail: 'forms.fields.friendEmail',
  goal: 'forms.fields.goal',
  contactTimes: 'forms.fields.contactTimes.label',
  newsletter: 'forms.fields.newsletter',
  budgetMin: 'forms.fields.budgetMin',
  budgetMax: 'forms.fields.budgetMax',
  regions: 'forms.fields.regions',
  postcodes: 'forms.fields.postcodes',
  startDate: 'forms.fields.startDate',
  endDate: 'forms.fields.endDate',
  address: 'forms.fields.address',
  postalCode: 'forms.fields.postalCode',
  city: 'forms.fields.city',
  propertyType: 'forms.fields.propertyType',
  types: 'forms.fields.propertyType',
  bedrooms: 'forms.fields.bedrooms',
  offerAmount: 'forms.fields.offerAmount',
  monthlyIncome: 'forms.fields.monthlyIncome',
  occupants: 'forms.fields.occupants',
  rating: 'forms.fields.rating',
  message: 'forms.fields.message',
  slot: 'forms.fields.slot',
  documents: 'forms.fields.documents',
  privacyConsent: 'forms.privacyLink',
};

function show(value: unknown, t: Translate): string {
  if (typeof value === 'boolean') return t(value ? 'mail.yes' : 'mail.no');
  if (Array.isArray(value)) return value.map((item) => show(item, t)).join(', ');
  return String(value ?? '');
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Every field the visitor filled, one "label: value" line each, in the reader's language. */
export function fieldLines(value: Readonly<Record<string, unknown>>, t: Translate): string {
  return Object.entries(value)
    .filter(([field, item]) => !hiddenFields.has(field) && item !== undefined && show(item, t) !== '')
    .map(([field, item]) => {
      const key = fieldLabels[field];
      const shown = field === 'slot' && typeof item === 'string' ? formatDateTime(item) : show(item, t);
      return `${key === undefined ? field : t(key)}: ${shown}`;
    })
    .join('\n');
}

/** The words naming a submission's property (type, town, reference), project, slot and amount. */
function subjectVars(input: FormEmailInput, locale: Locale) {
  const { model, value } = input;
  const defaultLocale = isLocale(model.site.DefaultLanguage) ? model.site.DefaultLanguage : locale;
  const t = createTranslator(locale);
  const property = model.properties.find((item) => item.ID === value['propertyId']);
  const project = model.projects.find((item) => item.ID === value['projectId']);
  const typeName =
    property === undefined
      ? ''
      : (propertyTypeName(model.propertyTypes, property.WebID, locale, defaultLocale) ?? '');
  const reference = property?.Reference ?? String(property?.ID ?? '');
  const propertyText =
    property === undefined
      ? ''
      : `${typeName} ${property.City} (${t('mail.reference', { reference })})`.trim();
  const propertyUrl =
    property === undefined
      ? model.site.SiteUrl
      : new URL(
          pathFor('property', locale, propertyPathParams(property, typeName), siteLocales(model.site)),
          model.site.SiteUrl,
        ).href;
  return {
    name: [str(value['firstName']), str(value['lastName'])].filter(Boolean).join(' ') || str(value['email']),
    property: propertyText,
    propertyUrl,
    project: project === undefined ? '' : `${project.Name} (${project.City})`,
    slot: typeof value['slot'] === 'string' ? formatDateTime(value['slot']) : '',
    amount: typeof value['offerAmount'] === 'number' ? formatPrice(value['offerAmount']) : '',
  };
}

/** A booked visit's conditions of the landlord (income, occupants) and what to bring, one per line. */
function visitConditions(input: FormEmailInput, t: Translate): string {
  const property = input.model.properties.find((item) => item.ID === input.value['propertyId']);
  const income = property?.MinimumMonthlyIncome;
  const occupants = property?.MaximumOccupants;
  return [
    income === undefined
      ? ''
      : t('feedback.kinds.contact-appointment.minimumIncome', { income: formatPrice(income) }),
    occupants === undefined
      ? ''
      : t('feedback.kinds.contact-appointment.maximumOccupants', { occupants: String(occupants) }),
    t('feedback.kinds.contact-appointment.bringDocuments'),
  ]
    .filter(Boolean)
    .join('\n');
}

function signed(t: Translate, agency: string, siteUrl: string): string {
  return `${t('mail.signature', { agency })}\n\n${t('mail.automatic', { url: siteUrl })}`;
}

/** The e-mails to queue for one submission. */
export function composeFormEmails(input: FormEmailInput): NewEmail[] {
  const { kind, locale, value, model, links = {} } = input;
  const { site } = model;
  const agencyLocale: Locale = isLocale(site.DefaultLanguage) ? site.DefaultLanguage : locale;
  const emails: NewEmail[] = [];
  const visitor = str(value['email']);

  // Every kind tells the agency, newsletter requests included: its list must follow the subscriptions.
  {
    const t = createTranslator(agencyLocale);
    const vars = subjectVars(input, agencyLocale);
    const details = fieldLines(value, t);
    emails.push({
      to: site.Agency.LeadEmail,
      subject: t(`mail.kinds.${kind}.agencySubject`, vars),
      text: [
        t(`mail.kinds.${kind}.agencyIntro`, vars),
        vars.property === '' ? '' : `${t('mail.propertyLine', vars)}\n${vars.propertyUrl}`,
        `${t('mail.detailsHeading')}\n${details}`,
        t('mail.automatic', { url: site.SiteUrl }),
      ]
        .filter(Boolean)
        .join('\n\n'),
      attachment: input.attachment,
    });
  }

  const t = createTranslator(locale);
  const vars = subjectVars(input, locale);
  const greeting = str(value['firstName'])
    ? t('mail.greeting', { name: vars.name })
    : t('mail.greetingAnonymous');
  const closing = signed(t, site.Agency.Name, site.SiteUrl);
  let body: string;
  if (kind === 'sign-newsletter') {
    body = t('mail.doubleOptIn.confirmBody', { url: links.confirm ?? site.SiteUrl });
  } else if (kind === 'unsubscribe') {
    body = t('mail.doubleOptIn.unsubscribeBody', { url: links.confirm ?? site.SiteUrl });
  } else if (kind === 'demand-register') {
    body = [
      t('mail.kinds.demand-register.visitorBody'),
      t('mail.demandConfirm', { url: links.confirm ?? site.SiteUrl }),
      `${t('mail.detailsHeading')}\n${fieldLines(value, t)}`,
    ].join('\n\n');
  } else {
    body = [
      t(`mail.kinds.${kind}.visitorBody`, vars),
      kind === 'contact-appointment' ? visitConditions(input, t) : '',
      vars.property === '' ? '' : vars.propertyUrl,
      `${t('mail.detailsHeading')}\n${fieldLines(value, t)}`,
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  const unsubscribe =
    links.unsubscribe === undefined ? '' : `\n\n${t('mail.unsubscribeLine', { url: links.unsubscribe })}`;
  const subject =
    kind === 'sign-newsletter'
      ? t('mail.doubleOptIn.confirmSubject')
      : kind === 'unsubscribe'
        ? t('mail.doubleOptIn.unsubscribeSubject')
        : t(`mail.kinds.${kind}.visitorSubject`, vars);
  emails.push({ to: visitor, subject, text: `${greeting}\n\n${body}${unsubscribe}\n\n${closing}` });

  if (kind === 'send-to-friend') {
    // Fixed text: only the sender's name and the property's link, so the form cannot relay a message.
    emails.push({
      to: str(value['friendEmail']),
      subject: t('mail.friend.subject', { name: vars.name }),
      text: `${t('mail.friend.body', { name: vars.name, url: vars.propertyUrl })}\n\n${closing}`,
    });
  }
  return emails;
}
