// The props of the one card component for a listing of the export, decided on the server (at build time)
// with the domain's rules and the page's words. Imported by .astro components and tests, never by an
// island: i18next stays out of the browser, where the search index brings the same view.
import { cardView } from '../../domain/listing/card-view';
import { cardWords } from '../../domain/listing/card-words';
import { listingCard } from '../../domain/listing/listing-card';
import { propertyTypeName } from '../../domain/listing/property-type-name';
import { localeTags } from '../../i18n/locales';
import { pickPlurals, pickStrings } from '../../i18n/translator';
import type { PageContext } from '../../page/page-context';
import type { Property } from '../../schemas/property';
import { cardPluralKeys, cardStringKeys } from '../../views/card-strings';
import type { PropertyCardViewProps } from '../../views/PropertyCardView';

/** The card of a listing in the page's language: its view, the card's words, the language tag. */
export function propertyCardProps(
  property: Property,
  { locale, defaultLocale, t, model, published, pathFor }: PageContext,
): PropertyCardViewProps {
  const typeName =
    propertyTypeName(model.propertyTypes, property.WebID, locale, defaultLocale) ??
    t('property.fields.WebID');
  const card = listingCard(
    property,
    typeName,
    cardWords(t),
    locale,
    published.previousPrices.get(property.ID),
  );
  return {
    card: cardView(
      card,
      pathFor('property', card.pathParams),
      t('detail.typeInCity', { type: card.typeName, city: card.city }),
      (price) => t('property.priceReducedFrom', { price }),
    ),
    strings: pickStrings(locale, cardStringKeys),
    plurals: pickPlurals(locale, cardPluralKeys),
    tag: localeTags[locale],
  };
}
