// The e-mails of one submission: the agency's lead in the agency's language, with every answer in the
// words of the form and a Reply-To to the visitor; the visitor's confirmation in the visitor's
// language; and for send-to-friend the friend's fixed message with a link to the property.
//
// The confirmation and the friend's message go to an address typed into a form, from the agency's
// own address: they carry no text the visitor wrote, only the site's own words (the property, the
// slot, the choices made), names reduced to plain names, and send-to-friend's short personal message,
// plainly marked as the sender's and never holding a link.
import { createHash } from 'node:crypto';
import type { ExportModel } from '../../data/export-model';
import { calendarFile } from '../../domain/forms/ical';
import { requestedDocuments } from '../../domain/forms/requested-documents';
import {
  type FieldSpec,
  type FieldWords,
  type FormAnswers,
  type FormKind,
  formFieldSpecs,
  formSpecs,
  hasField,
  isFormFieldName,
  splitPostcodes,
} from '../../domain/forms/schemas';
import { slotLabel } from '../../domain/forms/slots';
import { containsLink, friendMessageMax, plainFullName } from '../../domain/forms/visitor-text';
import { siteLocales } from '../../domain/language/site-locales';
import { listingTypeLabel } from '../../domain/listing/agency-words';
import { cardWords } from '../../domain/listing/card-words';
import { listingCityName, townNameIn } from '../../domain/listing/city';
import { propertyPathParams } from '../../domain/listing/listing-card';
import { listingPriceText } from '../../domain/listing/listing-price';
import { projectPathParams, projectSummary } from '../../domain/listing/projects';
import { propertyTypeName } from '../../domain/listing/property-type-name';
import { publicAddress } from '../../domain/listing/public-location';
import { pathFor } from '../../domain/routes/routes';
import { formatDate, formatDateTime } from '../../domain/values/dates';
import { formatFileSize } from '../../domain/values/file-size';
import { formatPrice } from '../../domain/values/money';
import type { TranslationKey } from '../../i18n/keys';
import { isLocale, type Locale, localeTags } from '../../i18n/locales';
import { localized } from '../../i18n/localized';
import { createTranslator, type Translate } from '../../i18n/translator';
import type { NewEmail } from '../store/form-store';
import { mailClosing } from './mail-closing';

type Model = Pick<ExportModel, 'site' | 'properties' | 'projects' | 'propertyTypes'>;

/** What the e-mails of a submission are made from. */
export interface FormEmailInput {
  readonly kind: FormKind;
  readonly locale: Locale;
  /** The checked body (any kind's `FormOutput<K>`). */
  readonly value: FormAnswers;
  readonly model: Model;
  /** The double opt-in links, built from the site's own URL. */
  readonly links?: { readonly confirm?: string; readonly unsubscribe?: string };
  readonly attachment?: NewEmail['attachment'];
  /** The visit slot booked, with its end, as the export gives it: named with its weekday and times. */
  readonly slot?: { readonly start: string; readonly end: string } | undefined;
  /** The submission's id: a booked visit's calendar entry is named after it, so a resend replaces it. */
  readonly id?: string | undefined;
  /** When the e-mails are made (the calendar file's stamp); now by default. */
  readonly now?: Date | undefined;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** What a reader's words are drawn from: the dictionary, the export, the listing of the submission. */
interface Reading {
  readonly t: Translate;
  readonly locale: Locale;
  readonly defaultLocale: Locale;
  readonly model: Model;
  readonly property: Model['properties'][number] | undefined;
  /** The booked slot in the reader's words ("Saturday 28 November, 11:00–11:30"), or '' without one. */
  readonly slot: string;
}

const typeName = (reading: Reading, webId: unknown) =>
  propertyTypeName(reading.model.propertyTypes, Number(webId), reading.locale, reading.defaultLocale) ?? '';

/** How each kind of words (form-fields.ts) reads a value, or '' when there is nothing to say. */
const readers: Record<FieldWords, (value: unknown, reading: Reading) => string> = {
  text: (value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''),
  title: (value, { t }) =>
    value === 'mr' || value === 'ms' || value === 'miss' ? t(`forms.fields.title.${value}`) : '',
  goal: (value, { t }) => (value === 'sale' || value === 'rent' ? t(`search.goal.${value}`) : ''),
  contactTimes: (value, { t }) =>
    list(value)
      .flatMap((time) =>
        time === 'morning' || time === 'afternoon' || time === 'evening'
          ? [t(`forms.fields.contactTimes.${time}`)]
          : [],
      )
      .join(', '),
  propertyType: (value, reading) => typeName(reading, value),
  propertyTypes: (value, reading) =>
    list(value)
      .map((webId) => typeName(reading, webId))
      .filter(Boolean)
      .join(', '),
  areas: (value, { t }) =>
    list(value)
      .map((code) => t(`pages.demandRegister.areas.${String(code)}` as TranslationKey))
      .join(', '),
  postcodes: (value) => splitPostcodes(str(value)).join(', '),
  documents: (value, reading) => {
    const documents = reading.property?.Documents ?? [];
    return list(value)
      .flatMap((id) => {
        const document = documents.find((item) => item.ID === id);
        return document === undefined
          ? []
          : [localized(document.Name, reading.locale, reading.defaultLocale)];
      })
      .join(', ');
  },
  price: (value, reading) => (typeof value === 'number' ? formatPrice(value, reading.locale) : ''),
  dateTime: (value, reading) => reading.slot || formatDateTime(str(value), localeTags[reading.locale]),
  date: (value, reading) => formatDate(str(value), localeTags[reading.locale]),
  stars: (value, { t }) => (typeof value === 'number' ? t('forms.fields.ratingStars', { count: value }) : ''),
};

/**
 * "Label: answer", with the reader's typography (French puts a space before the colon); a label that
 * is a question ("Quand pouvons-nous vous appeler ?") takes its answer without a colon.
 */
const line = (t: Translate, label: string, value: string) =>
  label.endsWith('?') ? `${label} ${value}` : t('mail.lead.line', { label, value });

/**
 * The answers of a body (in its schema's order), one line each, skipping those left empty and those
 * without an e-mail label; `siteWordsOnly` keeps the ones that are the site's own words once shown.
 */
function answerLines(kind: FormKind, value: FormAnswers, reading: Reading, siteWordsOnly = false): string[] {
  const { t } = reading;
  const kindLabels: Partial<Record<string, TranslationKey>> = formSpecs[kind].mailLabels ?? {};
  return Object.entries(value).flatMap(([field, item]) => {
    if (!isFormFieldName(field)) return [];
    const spec: FieldSpec = formFieldSpecs[field];
    const own = kindLabels[field] ?? spec.mail;
    if (own === undefined || (siteWordsOnly && spec.siteWords !== true)) return [];
    // The agency reads the answers in its own voice, not in the form's "you" and "I".
    const key = siteWordsOnly ? own : (kindLabels[field] ?? spec.lead ?? own);
    const shown = readers[spec.words](item, reading);
    return shown === '' ? [] : [line(t, t(key), shown)];
  });
}

/** The listing or project of a submission, in a reader's words. */
function subjectOf(input: FormEmailInput, locale: Locale) {
  const { model, value } = input;
  const defaultLocale = isLocale(model.site.DefaultLanguage) ? model.site.DefaultLanguage : locale;
  const t = createTranslator(locale);
  const options = siteLocales(model.site);
  const property = model.properties.find((item) => item.ID === value.propertyId);
  const project = model.projects.find((item) => item.ID === value.projectId);
  // Without the slot's end (a composer called with the start alone), the start as the reader writes it.
  const slot =
    input.slot === undefined
      ? formatDateTime(str(value.slot), localeTags[locale])
      : slotLabel(input.slot, localeTags[locale]);
  const reading: Reading = { t, locale, defaultLocale, model, property, slot };
  const type = property === undefined ? '' : typeName(reading, property.WebID);
  // What the reader sees names the type in the agency's words; the link keeps the type list's name.
  const typeLabel = property === undefined ? '' : listingTypeLabel(property, locale, type);
  const reference = property?.Reference ?? String(property?.ID ?? '');
  return {
    reading,
    property,
    project,
    reference,
    /**
     * The property named as its card names it, quoted, for subjects and sentences: “Apartment in
     * Leuven” (reference X). Bare, "your interest in Apartment Leuven" read as a label pasted in.
     */
    propertyText:
      property === undefined
        ? ''
        : t('mail.listingNamed', {
            name: t('detail.typeInCity', { type: typeLabel, city: listingCityName(property, locale) }),
            reference,
          }),
    propertyTitle:
      property === undefined
        ? ''
        : localized(property.Title, locale, defaultLocale) ||
          t('detail.typeInCity', { type: typeLabel, city: listingCityName(property, locale) }),
    propertyPrice: property === undefined ? '' : listingPriceText(property, locale, cardWords(t)),
    propertyUrl:
      property === undefined
        ? model.site.SiteUrl
        : new URL(
            pathFor('property', locale, propertyPathParams(property, type, locale), options),
            model.site.SiteUrl,
          ).href,
    projectText:
      project === undefined ? '' : `${project.Name} (${townNameIn(model.properties, project, locale)})`,
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
    name: plainFullName(value.firstName, value.lastName) || str(value.email),
    property: about.propertyText,
    project: about.projectText,
    slot: about.reading.slot,
    amount: value.offerAmount === undefined ? '' : formatPrice(value.offerAmount, about.reading.locale),
  };
}

/** A booked visit's conditions of the landlord (income, occupants) and what to bring, one per line. */
function visitConditions(property: Model['properties'][number] | undefined, { t, locale }: Reading): string {
  const income = property?.MinimumMonthlyIncome;
  const occupants = property?.MaximumOccupants;
  return [
    income === undefined
      ? ''
      : t('feedback.kinds.contact-appointment.minimumIncome', { income: formatPrice(income, locale) }),
    occupants === undefined
      ? ''
      : t('feedback.kinds.contact-appointment.maximumOccupants', { occupants: String(occupants) }),
    t('feedback.kinds.contact-appointment.bringDocuments'),
  ]
    .filter(Boolean)
    .join('\n');
}

type About = ReturnType<typeof subjectOf>;
type SentenceVars = ReturnType<typeof sentenceVars>;

/**
 * Who the visitor deals with for a listing: its agent (name and phone) from the export's Agents, or the
 * agency when the listing names none (or an agent without a phone: the agency's number then).
 */
function listingContact(model: Model, property: Model['properties'][number]): string {
  const { Agency, Agents } = model.site;
  const agent = Agents.find((candidate) => candidate.ID === property.AgentID);
  const name = agent === undefined ? '' : plainFullName(agent.FirstName, agent.LastName);
  const phone = agent?.Phone?.trim() || Agency.Phone;
  return [name || Agency.Name, phone].filter((part) => part.trim() !== '').join(', ');
}

/**
 * A booked visit's practical part: the address as the listing's page publishes it (the street only when
 * the export makes it public, else the town and "exact address on request"), the contact to call, and the
 * calendar file (Europe/Brussels) of the visit in the visitor's language.
 */
function visitDetails(input: FormEmailInput, about: About, vars: SentenceVars) {
  const { property } = about;
  const { t, locale } = about.reading;
  if (property === undefined || input.slot === undefined) return undefined;
  const address = publicAddress(property, t('property.address.box'), locale);
  const place = address.street === undefined ? address.locality : `${address.street}, ${address.locality}`;
  const shownPlace = address.withheld ? `${place} (${t('property.addressOnRequest')})` : place;
  const contact = listingContact(input.model, property);
  const { SiteUrl, Agency } = input.model.site;
  const host = new URL(SiteUrl).hostname;
  // Named after the submission: the same booking sent again (a retried post) gives the same entry.
  // The id is a UUID (the schema's), kept to its letters, digits and hyphens all the same: it ends up
  // in a line of the calendar file.
  const key =
    input.id?.replace(/[^\w-]/g, '') ||
    createHash('sha256')
      .update(`${property.ID} ${input.slot.start} ${str(input.value.email)}`)
      .digest('hex')
      .slice(0, 32);
  const contactLine = line(t, t('mail.kinds.contact-appointment.visitContact'), contact);
  const ics = calendarFile(
    {
      uid: `visit-${key}@${host}`,
      stamp: input.now ?? new Date(),
      start: input.slot.start,
      end: input.slot.end,
      summary: t('mail.kinds.contact-appointment.calendarSummary', vars),
      location: place,
      description: [contactLine, about.propertyUrl].join('\n'),
      url: about.propertyUrl,
    },
    `-//${Agency.Name}//${host}//${locale.toUpperCase()}`,
  );
  const reference = about.reference.replace(/[^\w-]+/g, '-');
  return {
    text: [
      line(t, t('mail.kinds.contact-appointment.visitAddress'), shownPlace),
      contactLine,
      t('mail.kinds.contact-appointment.calendarNote'),
    ].join('\n'),
    attachment: {
      // A data: URL, not a stored file: the entry is a few hundred bytes, made with the e-mail and kept in
      // the outbox row with it (the mailer reads data: URLs as it reads a file's path).
      path: `data:text/calendar;charset=utf-8;method=PUBLISH;base64,${Buffer.from(ics, 'utf8').toString('base64')}`,
      filename: `${t('mail.kinds.contact-appointment.calendarFileName')}-${reference}.ics`,
    },
  };
}

/**
 * The first paragraph of the agency's lead. A document request for a listing without documents online
 * says that the agency has to send them: the visitor was told the agent would.
 */
function agencyIntro(kind: FormKind, about: About, vars: SentenceVars): string {
  const { t } = about.reading;
  const intro = t(`mail.kinds.${kind}.agencyIntro`, vars);
  if (kind !== 'document-request' || (about.property?.Documents ?? []).length > 0) return intro;
  return `${intro} ${t('mail.kinds.document-request.agencyNone', vars)}`;
}

/**
 * The first paragraph of the visitor's confirmation. A document request's gives the documents, each
 * with its download link on the site (published with it; the listing's page names them and offers this
 * form instead of linking them); for a listing without documents online it says the agent will send
 * what is available.
 */
function visitorIntro(input: FormEmailInput, about: About, vars: SentenceVars): string {
  const { t, locale, defaultLocale } = about.reading;
  if (input.kind !== 'document-request') return t(`mail.kinds.${input.kind}.visitorBody`, vars);
  const documents = requestedDocuments(about.property?.Documents ?? [], list(input.value.documents));
  if (documents.length === 0) return t('mail.kinds.document-request.visitorBodyNone', vars);
  const links = documents.map((document) => {
    const name = localized(document.Name, locale, defaultLocale);
    const label = document.Size === undefined ? name : `${name} (${formatFileSize(document.Size, locale)})`;
    return line(t, label, new URL(document.Url, input.model.site.SiteUrl).href);
  });
  return `${t('mail.kinds.document-request.visitorBody', vars)}\n${links.join('\n')}`;
}

// Each language's name in each language, looked up once: Intl.DisplayNames costs more to make than
// the e-mail it names a language in, and 0.015 ms a post to ask.
const languageNames = new Map<string, string>();

/** The name of language `locale` in language `reader` ("Néerlandais" for nl in French). */
function languageName(locale: Locale, reader: Locale): string {
  const memo = `${reader}:${locale}`;
  let name = languageNames.get(memo);
  if (name === undefined) {
    name = new Intl.DisplayNames([reader], { type: 'language' }).of(locale) ?? locale;
    languageNames.set(memo, name);
  }
  return name;
}

/** The lead for the agency: what was asked about, every answer in words, and who to answer. */
function agencyEmail(input: FormEmailInput, agencyLocale: Locale): NewEmail {
  const { kind, value, model } = input;
  const about = subjectOf(input, agencyLocale);
  const { t } = about.reading;
  const vars = sentenceVars(input, about);
  const visitor = str(value.email);
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
                `${t('property.units.startingFrom')} ${formatPrice(lowest.Price, agencyLocale)}`,
              ),
          about.projectUrl,
        ].filter(Boolean);
  const language = languageName(input.locale, agencyLocale);
  const details = [
    ...answerLines(kind, value, about.reading),
    line(t, t('mail.lead.language'), language),
    value.newsletter === true ? t('mail.lead.newsletter') : '',
    value.privacyConsent === true ? t('mail.lead.privacyConsent') : '',
  ].filter(Boolean);
  // A newsletter request carries no name: the address alone, not "answer x@y at x@y".
  const replyHint =
    visitor === ''
      ? ''
      : plainFullName(value.firstName, value.lastName) === ''
        ? t('mail.lead.replyHintAddress', { email: visitor })
        : t('mail.lead.replyHint', { name: vars.name, email: visitor });
  return {
    to: model.site.Agency.LeadEmail,
    replyTo: visitor === '' ? undefined : visitor,
    subject: t(`mail.kinds.${kind}.agencySubject`, vars),
    text: [
      agencyIntro(kind, about, vars),
      [...listing, ...project].join('\n'),
      `${t('mail.detailsHeading')}\n${details.join('\n')}`,
      replyHint,
      t('mail.lead.footer', { url: model.site.SiteUrl }),
    ]
      .filter(Boolean)
      .join('\n\n'),
    attachment: input.attachment,
  };
}

/** The sender's personal message to a friend, quoted, or '' when there is none or it holds a link. */
function friendMessage(value: FormAnswers): string {
  // The schema already refuses these; the composer holds the line too, as the last step before sending.
  const text = str(value.message).trim().slice(0, friendMessageMax);
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
  const name = plainFullName(value.firstName, value.lastName);
  const greeting = name === '' ? t('mail.greetingAnonymous') : t('mail.greeting', { name });
  const closing = mailClosing(t, site.Agency, site.SiteUrl);
  const summary = answerLines(kind, value, about.reading, true);
  const summaryBlock = summary.length === 0 ? '' : `${t('mail.summaryHeading')}\n${summary.join('\n')}`;
  const spec = formSpecs[kind];
  const visit = hasField(kind, 'slot') ? visitDetails(input, about, vars) : undefined;
  const body =
    spec.visitorMail === 'confirmSubscription'
      ? t('mail.doubleOptIn.confirmBody', { url: links.confirm ?? site.SiteUrl })
      : spec.visitorMail === 'confirmUnsubscribe'
        ? t('mail.doubleOptIn.unsubscribeBody', { url: links.confirm ?? site.SiteUrl })
        : [
            visitorIntro(input, about, vars),
            visit?.text ?? '',
            'subscription' in spec && spec.subscription === 'demand'
              ? t('mail.demandConfirm', { url: links.confirm ?? site.SiteUrl })
              : '',
            // A booked visit: the landlord's conditions and what to bring.
            hasField(kind, 'slot') ? visitConditions(about.property, about.reading) : '',
            about.property === undefined ? '' : about.propertyUrl,
            about.project === undefined ? '' : about.projectUrl,
            summaryBlock,
          ]
            .filter(Boolean)
            .join('\n\n');
  const unsubscribe =
    links.unsubscribe === undefined ? '' : `\n\n${t('mail.unsubscribeLine', { url: links.unsubscribe })}`;
  const subject =
    spec.visitorMail === 'confirmSubscription'
      ? t('mail.doubleOptIn.confirmSubject')
      : spec.visitorMail === 'confirmUnsubscribe'
        ? t('mail.doubleOptIn.unsubscribeSubject')
        : t(`mail.kinds.${kind}.visitorSubject`, vars);
  emails.push({
    to: str(value.email),
    subject,
    text: `${greeting}\n\n${body}${unsubscribe}\n\n${closing}`,
    attachment: visit?.attachment,
  });

  if ((spec.notifies as readonly string[]).includes('friend')) {
    // The agency's fixed text and the property's link; the sender appears by plain name only, and
    // their own words, if any, come quoted under a line that says whose words they are.
    const sender = name === '' ? t('mail.friend.someone') : name;
    const quoted = friendMessage(value);
    emails.push({
      to: str(value.friendEmail),
      subject: t('mail.friend.subject', { name: sender }),
      text: [
        // The listing named as its page names it, with its price: the friend sees what the link is
        // before opening it (the agency's own words, like the rest of this message).
        t('mail.friend.body', {
          name: sender,
          property: [about.propertyTitle, about.propertyPrice].filter(Boolean).join('\n'),
          url: about.propertyUrl,
        }),
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
  const closing = mailClosing(t, model.site.Agency, model.site.SiteUrl);
  // A visit takes its slot's place only when confirmed: the visitor must know it may fill up meanwhile.
  const visit =
    str(value.slot) === '' ? '' : `\n\n${t('mail.heldRequest.visit', { slot: about.reading.slot })}`;
  return {
    to: str(value.email),
    subject: t('mail.heldRequest.subject', { about: subjectLine }),
    text: `${t('mail.greetingAnonymous')}\n\n${t('mail.heldRequest.body', { about: subjectLine, url, hours: String(hours) })}${visit}\n\n${closing}`,
  };
}
