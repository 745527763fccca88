// Turns a fact of the detail page's fact sheet into text in the page's language.

import { cardWords } from '../../domain/listing/card-words';
import { floorAreaKind } from '../../domain/listing/floor-area';
import { listingPriceText } from '../../domain/listing/listing-price';
import type { Fact } from '../../domain/listing/property-facts';
import { formatDate } from '../../domain/values/dates';
import { formatPrice } from '../../domain/values/money';
import type { TranslationKey } from '../../i18n/keys';
import { type Locale, localeTags } from '../../i18n/locales';
import { localized } from '../../i18n/localized';
import type { Translate } from '../../i18n/translator';
import { epcWordsOf } from '../../views/epc-words';

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A number in the page's notation ("1.281" in Dutch, "1 281" in French, "1,281" in English). */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** What names a fact besides its field: the listing's main type and where it lies. */
export interface FactLabelListing {
  readonly WebID: number;
  readonly CountryID: number;
  readonly Zip: string;
}

// The facts named after the certificate ("EPC-waarde", "Numéro du certificat PEB"), and their word.
const certificateFields: Partial<Record<Fact['field'], 'value' | 'reference' | 'date'>> = {
  EnergyValue: 'value',
  EpcReference: 'reference',
  EpcDate: 'date',
};

/**
 * The label of a fact: its field's name, but the SurfaceLiving of a property that is not a dwelling (an
 * office, a garage) is its floor area (src/domain/listing/floor-area.ts), and a Luxembourg listing's certificate
 * is its energy pass (epc-words.ts).
 */
export function factLabelKey(fact: Fact, listing: FactLabelListing): TranslationKey {
  if (fact.field === 'SurfaceLiving' && floorAreaKind(listing.WebID) === 'floor') return 'property.floorArea';
  const certificateWord = certificateFields[fact.field];
  if (certificateWord !== undefined) return epcWordsOf(listing)[certificateWord];
  return `property.fields.${fact.field}`;
}

/**
 * The text of a fact's value; `typeName` names the property type (from the export's type list), and a
 * text given per language falls back to `defaultLocale` (the site's), then to any language present.
 */
export function factText(
  fact: Fact,
  t: Translate,
  locale: Locale,
  typeName: string,
  defaultLocale: Locale = locale,
): string {
  const number = (value: number) => formatNumber(value, locale);
  switch (fact.kind) {
    case 'text':
      return fact.value;
    case 'localizedText':
      return localized(fact.value, locale, defaultLocale);
    case 'count':
      return number(fact.value);
    case 'storey':
      return fact.value === 0 ? t('listings.projects.groundFloor') : number(fact.value);
    case 'year':
      return String(fact.value);
    case 'area':
      return t('property.units.squareMetres', { value: number(fact.value) });
    case 'length':
      return t('property.units.metres', { value: number(fact.value) });
    case 'money':
      return formatPrice(fact.value, locale);
    case 'price':
      return listingPriceText(
        {
          Price: fact.value ?? 0,
          PublishPrice: fact.value !== undefined,
          PriceUnit: fact.priceUnit,
          Goal: fact.goal,
          PriceUnitText: fact.unitText,
        },
        locale,
        cardWords(t),
      );
    case 'date':
      return formatDate(fact.value, localeTags[locale]);
    case 'yesNo':
      return t(fact.value ? 'property.yes' : 'property.no');
    case 'enum':
      // The fact sheet only emits values of the export's closed sets, which the dictionary names.
      return t(`property.values.${fact.set}.${fact.value}` as TranslationKey);
    case 'propertyType':
      return typeName;
    case 'energyPerArea':
      return t('property.units.energyPerSquareMetre', { value: number(fact.value) });
    case 'co2PerArea':
      return t('property.units.co2PerSquareMetre', { value: number(fact.value) });
    case 'energyPerYear':
      return t('property.units.energyPerYear', { value: number(fact.value) });
  }
}
