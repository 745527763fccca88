// The answers of a submission in a reader's words, one "Label: answer" line each: how each kind of words
// (form-fields.ts) reads a value, for the agency's lead and the visitor's summary alike.
import {
  type FieldSpec,
  type FieldWords,
  type FormAnswers,
  type FormKind,
  formFieldSpecs,
  formSpecs,
  isFormFieldName,
  splitPostcodes,
} from '../../domain/forms/schemas';
import { propertyTypeName } from '../../domain/listing/property-type-name';
import { formatDate, formatDateTime } from '../../domain/values/dates';
import { formatPrice } from '../../domain/values/money';
import type { TranslationKey } from '../../i18n/keys';
import { type Locale, localeTags } from '../../i18n/locales';
import { localized } from '../../i18n/localized';
import type { Translate } from '../../i18n/translator';
import { list, type Model, str } from './form-email-input';

/** What a reader's words are drawn from: the dictionary, the export, the listing of the submission. */
export interface Reading {
  readonly t: Translate;
  readonly locale: Locale;
  readonly defaultLocale: Locale;
  readonly model: Model;
  readonly property: Model['properties'][number] | undefined;
  /** The booked slot in the reader's words ("Saturday 28 November, 11:00–11:30"), or '' without one. */
  readonly slot: string;
}

/** The name of a property type (its WebID) in the reader's language, or ''. */
export const typeName = (reading: Reading, webId: unknown) =>
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
export const line = (t: Translate, label: string, value: string) =>
  label.endsWith('?') ? `${label} ${value}` : t('mail.lead.line', { label, value });

/**
 * The answers of a body (in its schema's order), one line each, skipping those left empty and those
 * without an e-mail label; `siteWordsOnly` keeps the ones that are the site's own words once shown.
 */
export function answerLines(
  kind: FormKind,
  value: FormAnswers,
  reading: Reading,
  siteWordsOnly = false,
): string[] {
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
