// What a submission is about, in a reader's words: the listing or project with its title, price and
// link, the booked slot, and the placeholders of the subjects and first sentences.
import { slotLabel } from '../../domain/forms/slots';
import { plainFullName } from '../../domain/forms/visitor-text';
import { siteLocales } from '../../domain/language/site-locales';
import { listingTypeLabel } from '../../domain/listing/agency-words';
import { cardWords } from '../../domain/listing/card-words';
import { listingCityName, townNameIn } from '../../domain/listing/city';
import { propertyPathParams } from '../../domain/listing/listing-card';
import { listingPriceText } from '../../domain/listing/listing-price';
import { projectPathParams } from '../../domain/listing/projects';
import { pathFor } from '../../domain/routes/routes';
import { formatDateTime } from '../../domain/values/dates';
import { formatPrice } from '../../domain/values/money';
import { isLocale, type Locale, localeTags } from '../../i18n/locales';
import { localized } from '../../i18n/localized';
import { createTranslator } from '../../i18n/translator';
import { type Reading, typeName } from './form-email-answers';
import { type FormEmailInput, str } from './form-email-input';

/** The listing or project of a submission, in a reader's words. */
export function subjectOf(input: FormEmailInput, locale: Locale) {
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
export function sentenceVars(input: FormEmailInput, about: ReturnType<typeof subjectOf>) {
  const { value } = input;
  return {
    name: plainFullName(value.firstName, value.lastName) || str(value.email),
    property: about.propertyText,
    project: about.projectText,
    slot: about.reading.slot,
    amount: value.offerAmount === undefined ? '' : formatPrice(value.offerAmount, about.reading.locale),
  };
}

/** A submission's subject in one reader's words. */
export type About = ReturnType<typeof subjectOf>;
/** The placeholders of one reader's sentences. */
export type SentenceVars = ReturnType<typeof sentenceVars>;
