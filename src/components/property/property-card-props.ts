// The props of the one card component for a listing of the export, decided on the server (at build time)
// with the domain's rules and the page's words. Imported by .astro components and tests, never by an
// island: i18next stays out of the browser, where the search index brings the same view.
import { loadExport } from '../../data/load-export';
import { previousPriceOf } from '../../data/site-model';
import { cardView } from '../../domain/card-view';
import { listingCard } from '../../domain/listing-card';
import { propertyTypeName } from '../../domain/property-type-name';
import { pathFor } from '../../domain/routes';
import { cardWords } from '../../i18n/card-words';
import { type Locale, localeTags } from '../../i18n/locales';
import { siteLocales } from '../../i18n/site-locales';
import { createTranslator, pickPlurals, pickStrings } from '../../i18n/translator';
import type { Property } from '../../schemas/property';
import { cardPluralKeys, cardStringKeys } from './card-strings';
import type { PropertyCardViewProps } from './PropertyCardView';

/** The card of a listing in a language: its view, the card's words, the language tag. */
export function propertyCardProps(property: Property, locale: Locale): PropertyCardViewProps {
  const { site, propertyTypes } = loadExport();
  const options = siteLocales(site);
  const t = createTranslator(locale);
  const typeName =
    propertyTypeName(propertyTypes, property.WebID, locale, options.defaultLocale) ??
    t('property.fields.WebID');
  const card = listingCard(property, typeName, cardWords(t), locale, previousPriceOf(property.ID));
  return {
    card: cardView(
      card,
      pathFor('property', locale, card.pathParams, options),
      t('listings.card.typeInCity', { type: card.typeName, city: card.city }),
      (price) => t('property.priceReducedFrom', { price }),
    ),
    strings: pickStrings(locale, cardStringKeys),
    plurals: pickPlurals(locale, cardPluralKeys),
    tag: localeTags[locale],
  };
}
