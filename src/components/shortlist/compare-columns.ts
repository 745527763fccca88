// The texts of a listing's column in the comparison, in the page's language: the same words and units as
// its card and its detail page (the price as the card shows it, the address as the page publishes it).

import type { CardView } from '../../domain/listing/card-view';
import { publicAddress } from '../../domain/listing/public-location';
import { regionFor } from '../../domain/listing/region';
import {
  type CompareColumn,
  type CompareRowKey,
  pricePerSquareMetre,
} from '../../domain/shortlist/compare-rows';
import { formatEuroCents, formatPrice } from '../../domain/values/money';
import type { TranslationKey } from '../../i18n/keys';
import type { PageContext } from '../../page/page-context';
import type { Property } from '../../schemas/property';
import { formatNumber } from '../property/fact-text';
import type { ShortlistEntry } from './shortlist-listings';

/** The label of each row: the detail page's field names, and the comparison's own words. */
export const compareRowLabels: Readonly<Record<CompareRowKey, TranslationKey>> = {
  price: 'property.fields.Price',
  pricePerSquareMetre: 'listings.shortlist.rows.pricePerSquareMetre',
  livingArea: 'property.fields.SurfaceLiving',
  plot: 'property.fields.SurfacePlot',
  bedrooms: 'property.fields.Bedrooms',
  bathrooms: 'property.fields.Bathrooms',
  constructionYear: 'property.fields.ConstructionYear',
  renovationYear: 'property.fields.RenovationYear',
  epcLabel: 'listings.shortlist.rows.epcLabel',
  epcValue: 'property.fields.EnergyValue',
  monthlyCharges: 'property.fields.MonthlyCharges',
  floodRisk: 'property.fields.FloodRiskArea',
  address: 'listings.shortlist.rows.address',
};

const positive = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);

/** A listing's texts, row by row; a row the listing does not give is left out. */
export function compareColumn(
  entry: ShortlistEntry & { readonly property: Property },
  card: CardView,
  { t, locale }: PageContext,
): CompareColumn {
  const { property } = entry;
  const area = (value: number | undefined) =>
    positive(value) === undefined
      ? undefined
      : t('property.units.squareMetres', { value: formatNumber(value ?? 0, locale) });
  const count = (value: number | undefined) =>
    value === undefined ? undefined : formatNumber(value, locale);
  const monthlyRent = property.Goal === 1;
  const perSquareMetre = pricePerSquareMetre(entry.price, positive(property.SurfaceLiving), monthlyRent);
  const region = regionFor(property.CountryID, property.Zip);
  const address = publicAddress(property, t('property.address.box'), locale);
  return {
    price: card.priceText,
    pricePerSquareMetre:
      perSquareMetre === undefined
        ? undefined
        : monthlyRent
          ? `${formatEuroCents(perSquareMetre, locale)} ${t('property.units.perMonth')}`
          : formatPrice(perSquareMetre, locale),
    livingArea: area(property.SurfaceLiving),
    plot: area(property.SurfacePlot),
    bedrooms: count(property.Bedrooms),
    bathrooms: count(property.Bathrooms),
    constructionYear: property.ConstructionYear === undefined ? undefined : String(property.ConstructionYear),
    renovationYear: property.RenovationYear === undefined ? undefined : String(property.RenovationYear),
    epcLabel:
      card.epc === undefined || region === undefined
        ? undefined
        : `${card.epc.class} (${t(`property.epc.regions.${region}`)})`,
    epcValue:
      property.EnergyValue === undefined
        ? undefined
        : t('property.units.energyPerSquareMetre', { value: formatNumber(property.EnergyValue, locale) }),
    monthlyCharges:
      property.MonthlyCharges === undefined ? undefined : formatPrice(property.MonthlyCharges, locale),
    floodRisk:
      property.FloodRiskArea === undefined
        ? undefined
        : t(`property.values.FloodRiskArea.${property.FloodRiskArea}`),
    address: [address.street, address.locality].filter((part) => part !== undefined).join(', '),
  };
}
