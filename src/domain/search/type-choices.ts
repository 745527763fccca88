// The property types a visitor can pick in a request form, named in the page's language.
import { propertyTypeName } from '../listing/property-type-name';

/** One record of property-types.json, as the choice list needs it. */
export interface ChoosableType {
  readonly WebID: number;
  readonly Name: string;
  readonly Language: string;
  readonly ShowOrder?: number | undefined;
}

/** A type to offer: its WebID (the value sent) and its name in the page's language. */
export interface TypeChoice {
  readonly webId: number;
  readonly name: string;
}

/**
 * Every type of the export once, in the CRM's ShowOrder (lowest of its records; then WebID), named in
 * the language, else the default language, else any language it has.
 */
export function typeChoices(
  types: readonly ChoosableType[],
  locale: string,
  defaultLocale: string,
): TypeChoice[] {
  const order = new Map<number, number>();
  for (const type of types) {
    const rank = type.ShowOrder ?? Number.POSITIVE_INFINITY;
    order.set(type.WebID, Math.min(order.get(type.WebID) ?? Number.POSITIVE_INFINITY, rank));
  }
  return [...order.entries()]
    .sort(([leftId, left], [rightId, right]) => left - right || leftId - rightId)
    .flatMap(([webId]) => {
      const name = propertyTypeName(types, webId, locale, defaultLocale);
      return name === undefined ? [] : [{ webId, name }];
    });
}
