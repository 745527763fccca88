// The e-mails of one submission: the agency's lead in the agency's language, with every answer in the
// words of the form and a Reply-To to the visitor; the visitor's confirmation in the visitor's
// language; and for send-to-friend the friend's fixed message with a link to the property.
//
// The confirmation and the friend's message go to an address typed into a form, from the agency's
// own address: they carry no text the visitor wrote, only the site's own words (the property, the
// slot, the choices made), names reduced to plain names, and send-to-friend's short personal message,
// plainly marked as the sender's and never holding a link.
import type { ExportModel } from '../data/export-model';
import { formatCityName } from '../domain/city';
import { formatDate, formatDateTime } from '../domain/dates';
import { propertyPathParams } from '../domain/listing-card';
import { formatPrice, priceLabel } from '../domain/money';
import { projectPathParams, projectSummary } from '../domain/projects';
import { propertyTypeName } from '../domain/property-type-name';
import { pathFor } from '../domain/routes';
import { containsLink, friendMessageMax, plainFullName } from '../domain/visitor-text';
import type { TranslationKey } from '../i18n/keys';
import { isLocale, type Locale } from '../i18n/locales';
import { localized } from '../i18n/localized';
import { siteLocales } from '../i18n/site-locales';
import { createTranslator, type Translate } from '../i18n/translator';
import { type FormKind, splitPostcodes } from '../schemas/forms';
import type { NewEmail } from './form-store';

type Model = Pick<ExportModel, 'site' | 'properties' | 'projects' | 'propertyTypes'>;

/** What the e-mails of a submission are made from. */
export interface FormEmailInput {
  readonly kind: FormKind;
  readonly locale: Locale;
  /** The checked body. */
  readonly value: Readonly<Record<string, unknown>>;
  readonly model: Model;
  /** The double opt-in links, built from the site's own URL. */
  readonly links?: { readonly confirm?: string; readonly unsubscribe?: string };
  readonly attachment?: NewEmail['attachment'];
}

// The label each answer had on the form, so the agency reads the question the visitor answered.
// Fields without a label here are machinery (submissionId, altcha ...) or have their own line: the
// property and the project get a block, the consents a sentence, and the friend's address stays out
// (the friend's e-mail promises that we do not keep it).
const fieldLabels: Readonly<Record<string, TranslationKey>> = {
  title: 'forms.fields.title.label',
  firstName: 'forms.fields.firstName',
  lastName: 'forms.fields.lastName',
  email: 'forms.fields.email',
  phone: 'forms.fields.phone',
  friendFirstName: 'forms.fields.friendFirstName',
  friendLastName: 'forms.fields.friendLastName',
  propertyType: 'forms.fields.propertyType',
  address: 'forms.fields.address',
  postalCode: 'forms.fields.postalCode',
  city: 'forms.fields.city',
  goal: 'forms.fields.goal',
  types: 'pages.demandRegister.typesLegend',
  regions: 'pages.demandRegister.regionsLegend',
  postcodes: 'forms.fields.postcodes',
  budgetMin: 'forms.fields.budgetMin',
  budgetMax: 'forms.fields.budgetMax',
  bedrooms: 'forms.fields.bedrooms',
  slot: 'forms.fields.slot',
  offerAmount: 'forms.fields.offerAmount',
  monthlyIncome: 'forms.fields.monthlyIncome',
  occupants: 'forms.fields.occupants',
  startDate: 'forms.fields.startDate',
  endDate: 'forms.fields.endDate',
  documents: 'forms.fields.documents',
  rating: 'forms.fields.rating',
  contactTimes: 'forms.fields.contactTimes.label',
  message: 'forms.fields.message',
  remark: 'forms.fields.remark',
};

// The answers that are the site's own words once shown (a choice, a date, an amount, a checked
// postcode): the only ones a confirmation repeats to the address typed into the form.
const siteWordFields: ReadonlySet<string> = new Set([
  'slot',
  'propertyType',
  'postalCode',
  'goal',
  'types',
  'regions',
  'postcodes',
  'budgetMin',
  'budgetMax',
  'bedrooms',
  'offerAmount',
  'monthlyIncome',
  'occupants',
  'startDate',
  'endDate',
  'documents',
  'rating',
  'contactTimes',
]);

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** What a reader's words are drawn from: the dictionary, the export, the listing of the submission. */
interface Reading {
  readonly t: Translate;
  readonly locale: Locale;
  readonly defaultLocale: Locale;
  readonly model: Model;
  readonly property: Model['properties'][number] | undefined;
}

const typeName = (reading: Reading, webId: unknown) =>
  propertyTypeName(reading.model.propertyTypes, Number(webId), reading.locale, reading.defaultLocale) ?? '';

/** One answer in the words the form showed for it, or '' when there is nothing to say. */
function answer(field: string, value: unknown, reading: Reading): string {
  const { t } = reading;
  switch (field) {
    case 'title':
      return value === 'mr' || value === 'ms' || value === 'miss' ? t(`forms.fields.title.${value}`) : '';
    case 'goal':
      return value === 'sale' || value === 'rent' ? t(`search.goal.${value}`) : '';
    case 'contactTimes':
      return list(value)
        .flatMap((time) =>
          time === 'morning' || time === 'afternoon' || time === 'evening'
            ? [t(`forms.fields.contactTimes.${time}`)]
            : [],
        )
        .join(', ');
    case 'propertyType':
      return typeName(reading, value);
    case 'types':
      return list(value)
        .map((webId) => typeName(reading, webId))
        .filter(Boolean)
        .join(', ');
    case 'regions':
      return list(value)
        .map((code) => t(`pages.demandRegister.areas.${String(code)}` as TranslationKey))
        .join(', ');
    case 'postcodes':
      return splitPostcodes(str(value)).join(', ');
    case 'documents': {
      const documents = reading.property?.Documents ?? [];
      return list(value)
        .flatMap((id) => {
          const document = documents.find((item) => item.ID === id);
          return document === undefined
            ? []
            : [localized(document.Name, reading.locale, reading.defaultLocale)];
        })
        .join(', ');
    }
    case 'budgetMin':
    case 'budgetMax':
    case 'offerAmount':
    case 'monthlyIncome':
      return typeof value === 'number' ? formatPrice(value) : '';
    case 'slot':
      return formatDateTime(str(value));
    case 'startDate':
    case 'endDate':
      return formatDate(str(value));
    case 'rating':
      return typeof value === 'number' ? t('forms.fields.ratingStars', { count: value }) : '';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}

/**
 * "Label: answer", with the reader's typography (French puts a space before the colon); a label that
 * is a question ("Quand pouvons-nous vous appeler ?") takes its answer without a colon.
 */
const line = (t: Translate, label: string, value: string) =>
  label.endsWith('?') ? `${label} ${value}` : t('mail.lead.line', { label, value });

/** The answers of `fields` (in the form's order), one line each, skipping those left empty. */
function answerLines(
  kind: FormKind,
  value: Readonly<Record<string, unknown>>,
  reading: Reading,
  only?: ReadonlySet<string>,
): string[] {
  const { t } = reading;
  return Object.entries(value).flatMap(([field, item]) => {
    const key =
      kind === 'send-to-friend' && field === 'message' ? 'mail.lead.friendMessage' : fieldLabels[field];
    if (key === undefined || (only !== undefined && !only.has(field))) return [];
    const shown = answer(field, item, reading);
    return shown === '' ? [] : [line(t, t(key), shown)];
  });
}

/** The listing or project of a submission, in a reader's words. */
function subjectOf(input: FormEmailInput, locale: Locale) {
  const { model, value } = input;
  const defaultLocale = isLocale(model.site.DefaultLanguage) ? model.site.DefaultLanguage : locale;
  const t = createTranslator(locale);
  const options = siteLocales(model.site);
  const property = model.properties.find((item) => item.ID === value['propertyId']);
  const project = model.projects.find((item) => item.ID === value['projectId']);
  const reading: Reading = { t, locale, defaultLocale, model, property };
  const type = property === undefined ? '' : typeName(reading, property.WebID);
  const reference = property?.Reference ?? String(property?.ID ?? '');
  return {
    reading,
    property,
    project,
    reference,
    /** The property in a few words, for subjects and sentences: "Apartment Leuven (reference X)". */
    propertyText:
      property === undefined ? '' : `${type} ${property.City} (${t('mail.reference', { reference })})`.trim(),
    propertyTitle:
      property === undefined
        ? ''
        : localized(property.Title, locale, defaultLocale) ||
          t('detail.typeInCity', { type, city: formatCityName(property.City) }),
    propertyPrice:
      property === undefined
        ? ''
        : priceLabel(
            { price: property.Price, priceUnit: property.PriceUnit, goal: property.Goal },
            { startingFrom: t('property.units.startingFrom'), perMonth: t('property.units.perMonth') },
          ),
    propertyUrl:
      property === undefined
        ? model.site.SiteUrl
        : new URL(
            pathFor('property', locale, propertyPathParams(property, type), options),
            model.site.SiteUrl,
          ).href,
    projectText: project === undefined ? '' : `${project.Name} (${formatCityName(project.City)})`,
    projectUrl:
      project === undefined
        ? ''
        : (project.ExternalUrl ??
          new URL(pathFor('project', locale, projectPathParams(project), options), model.site.SiteUrl).href),
  };
}

/** The placeholders of the subjects and first sentences, in a reader's words. */
function sentenceVars(input: FormEmailInput, about: ReturnType<typeof subjectOf>) {
  const { value } = input;
  return {
    name: plainFullName(value['firstName'], value['lastName']) || str(value['email']),
    property: about.propertyText,
    project: about.projectText,
    slot: formatDateTime(str(value['slot'])),
    amount: typeof value['offerAmount'] === 'number' ? formatPrice(value['offerAmount']) : '',
  };
}

/** A booked visit's conditions of the landlord (income, occupants) and what to bring, one per line. */
function visitConditions(property: Model['properties'][number] | undefined, t: Translate): string {
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

/** The lead for the agency: what was asked about, every answer in words, and who to answer. */
function agencyEmail(input: FormEmailInput, agencyLocale: Locale): NewEmail {
  const { kind, value, model } = input;
  const about = subjectOf(input, agencyLocale);
  const { t } = about.reading;
  const vars = sentenceVars(input, about);
  const visitor = str(value['email']);
  const listing =
    about.property === undefined
      ? []
      : [
          line(t, t('mail.lead.property'), about.propertyTitle),
          line(t, t('mail.lead.reference'), about.reference),
          line(t, t('mail.lead.price'), about.propertyPrice),
          about.propertyUrl,
        ];
  const lowest = about.project === undefined ? undefined : projectSummary(about.project).lowest;
  const project =
    about.project === undefined
      ? []
      : [
          line(t, t('mail.lead.project'), about.projectText),
          lowest === undefined
            ? ''
            : line(
                t,
                t('mail.lead.price'),
                `${t('property.units.startingFrom')} ${formatPrice(lowest.Price)}`,
              ),
          about.projectUrl,
        ].filter(Boolean);
  const language =
    new Intl.DisplayNames([agencyLocale], { type: 'language' }).of(input.locale) ?? input.locale;
  const details = [
    ...answerLines(kind, value, about.reading),
    line(t, t('mail.lead.language'), language),
    value['newsletter'] === true ? t('mail.lead.newsletter') : '',
    value['privacyConsent'] === true ? t('mail.lead.privacyConsent') : '',
  ].filter(Boolean);
  return {
    to: model.site.Agency.LeadEmail,
    replyTo: visitor === '' ? undefined : visitor,
    subject: t(`mail.kinds.${kind}.agencySubject`, vars),
    text: [
      t(`mail.kinds.${kind}.agencyIntro`, vars),
      [...listing, ...project].join('\n'),
      `${t('mail.detailsHeading')}\n${details.join('\n')}`,
      visitor === '' ? '' : t('mail.lead.replyHint', { name: vars.name, email: visitor }),
      t('mail.lead.footer', { url: model.site.SiteUrl }),
    ]
      .filter(Boolean)
      .join('\n\n'),
    attachment: input.attachment,
  };
}

/** The sender's personal message to a friend, quoted, or '' when there is none or it holds a link. */
function friendMessage(value: Readonly<Record<string, unknown>>): string {
  // The schema already refuses these; the composer holds the line too, as the last step before sending.
  const text = str(value['message']).trim().slice(0, friendMessageMax);
  if (text === '' || containsLink(text)) return '';
  return text
    .split(/\r?\n/)
    .map((row) => `> ${row}`.trimEnd())
    .join('\n');
}

/** The e-mails to queue for one submission. */
export function composeFormEmails(input: FormEmailInput): NewEmail[] {
  const { kind, locale, value, model, links = {} } = input;
  const { site } = model;
  const agencyLocale: Locale = isLocale(site.DefaultLanguage) ? site.DefaultLanguage : locale;
  // Every kind tells the agency, newsletter requests included: its list must follow the subscriptions.
  const emails: NewEmail[] = [agencyEmail(input, agencyLocale)];

  const about = subjectOf(input, locale);
  const { t } = about.reading;
  const vars = sentenceVars(input, about);
  const name = plainFullName(value['firstName'], value['lastName']);
  const greeting = name === '' ? t('mail.greetingAnonymous') : t('mail.greeting', { name });
  const closing = `${t('mail.signature', { agency: site.Agency.Name })}\n\n${t('mail.automatic', { url: site.SiteUrl })}`;
  const summary = answerLines(kind, value, about.reading, siteWordFields);
  const summaryBlock = summary.length === 0 ? '' : `${t('mail.summaryHeading')}\n${summary.join('\n')}`;
  let body: string;
  if (kind === 'sign-newsletter') {
    body = t('mail.doubleOptIn.confirmBody', { url: links.confirm ?? site.SiteUrl });
  } else if (kind === 'unsubscribe') {
    body = t('mail.doubleOptIn.unsubscribeBody', { url: links.confirm ?? site.SiteUrl });
  } else {
    body = [
      t(`mail.kinds.${kind}.visitorBody`, vars),
      kind === 'demand-register' ? t('mail.demandConfirm', { url: links.confirm ?? site.SiteUrl }) : '',
      kind === 'contact-appointment' ? visitConditions(about.property, t) : '',
      about.property === undefined ? '' : about.propertyUrl,
      about.project === undefined ? '' : about.projectUrl,
      summaryBlock,
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
  emails.push({
    to: str(value['email']),
    subject,
    text: `${greeting}\n\n${body}${unsubscribe}\n\n${closing}`,
  });

  if (kind === 'send-to-friend') {
    // The agency's fixed text and the property's link; the sender appears by plain name only, and
    // their own words, if any, come quoted under a line that says whose words they are.
    const sender = name === '' ? t('mail.friend.someone') : name;
    const quoted = friendMessage(value);
    emails.push({
      to: str(value['friendEmail']),
      subject: t('mail.friend.subject', { name: sender }),
      text: [
        t('mail.friend.body', { name: sender, url: about.propertyUrl }),
        quoted === ''
          ? ''
          : `${t('mail.friend.messageHeading', { name: sender, agency: site.Agency.Name })}\n${quoted}`,
        closing,
      ]
        .filter(Boolean)
        .join('\n\n'),
    });
  }
  return emails;
}

/** What the confirmation request of a held post is made from: its input and its link. */
export interface HeldRequestInput extends FormEmailInput {
  /** The page that confirms the post. */
  readonly url: string;
  /** How long the link stays valid. */
  readonly hours: number;
}

/**
 * The one e-mail of a post sent without the proof of work: a request to confirm it, naming the form
 * and the property or project in the site's own words. It goes to an address anyone may have typed,
 * so it carries nothing the visitor wrote, not even a name.
 */
export function composeHeldRequest(input: HeldRequestInput): NewEmail {
  const { kind, locale, value, model, url, hours } = input;
  const about = subjectOf(input, locale);
  const { t } = about.reading;
  const what = about.propertyTitle || about.projectText;
  const subjectLine = `${t(`forms.kinds.${kind}.title`)}${what === '' ? '' : ` (${what})`}`;
  const closing = `${t('mail.signature', { agency: model.site.Agency.Name })}\n\n${t('mail.automatic', { url: model.site.SiteUrl })}`;
  return {
    to: str(value['email']),
    subject: t('mail.heldRequest.subject', { about: subjectLine }),
    text: `${t('mail.greetingAnonymous')}\n\n${t('mail.heldRequest.body', { about: subjectLine, url, hours: String(hours) })}\n\n${closing}`,
  };
}
