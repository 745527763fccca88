// The words the card component shows, as keys of the dictionaries: the server picks them for the
// prerendered lists, the results island receives them among its props. Browser-safe (no i18next).
import type { CardBadge } from '../domain/listing/listing-card';
import { type MarqueeCode, marqueeCodes } from '../domain/listing/status';
import type { PluralForms } from '../i18n/translator';

/** The dictionary key naming a badge: the export's name of its Marquee code. */
export function badgeKey<B extends CardBadge>(badge: B): `property.values.Marquee.${MarqueeCode<B>}` {
  return `property.values.Marquee.${marqueeCodes[badge]}`;
}

/** The plain strings of a card; the card reads a badge's name through badgeKey, so a missing one fails to compile. */
export const cardStringKeys = [
  'listings.card.livingArea',
  'listings.card.floorArea',
  'listings.card.noPhoto',
  'listings.shortlist.save',
  'property.units.squareMetres',
  'property.epc.classValue',
  'property.epc.luxembourg.classValue',
  'property.ribbons.sold',
  'property.ribbons.rented',
  badgeKey('new'),
  badgeKey('option'),
  badgeKey('price-lowered'),
] as const;

/** The counted words of a card. */
export const cardPluralKeys = ['listings.card.bedrooms', 'listings.card.bathrooms'] as const;

/** The card's strings, already translated. */
export type CardStrings = Readonly<Record<(typeof cardStringKeys)[number], string>>;

/** The card's counted words, both forms, already translated. */
export type CardPlurals = Readonly<Record<(typeof cardPluralKeys)[number], PluralForms>>;
