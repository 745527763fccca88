// The detail page's fact sheet: which export field goes in which group, and how each value reads.

import type { LocalizedText } from '../../schemas/localized-text';
import type { Property } from '../../schemas/property';
import { publishedPrice } from '../values/money';
import { isSoldOrRented } from './status';

/** The field groups of a detail page, in display order. */
export const factGroupNames = [
  'identity',
  'rooms',
  'building',
  'energy',
  'risks',
  'features',
  'financial',
] as const;

/** A field group of the detail page. */
export type FactGroupName = (typeof factGroupNames)[number];

/** The dictionary list (`property.values.<set>`) that names the values of an enumerated field. */
export type EnumSet =
  | 'CountryID'
  | 'Condition'
  | 'BuildingStyle'
  | 'HeatingType'
  | 'Glazing'
  | 'KitchenType'
  | 'Orientation'
  | 'FloodRiskArea'
  | 'FloodScore'
  | 'UrbanPlanningDesignation';

/** How a value is shown; the page turns each kind into text in its language. */
export type FactValue =
  | { readonly kind: 'text'; readonly value: string }
  /** a text per language, read in the page's language */
  | { readonly kind: 'localizedText'; readonly value: LocalizedText }
  | { readonly kind: 'count'; readonly value: number }
  /** the storey of an apartment: 0 is the ground floor, as the price list of a project says it */
  | { readonly kind: 'storey'; readonly value: number }
  | { readonly kind: 'year'; readonly value: number }
  /** m² */
  | { readonly kind: 'area'; readonly value: number }
  /** metres */
  | { readonly kind: 'length'; readonly value: number }
  /** euros */
  | { readonly kind: 'money'; readonly value: number }
  /**
   * the listing's price with its unit: "starting from" (7), "per month" (1 or a rental), in the agency's
   * words (`unitText`) when it has them; value undefined: "price on request" (PublishPrice false)
   */
  | {
      readonly kind: 'price';
      readonly value: number | undefined;
      readonly priceUnit: number;
      readonly goal: number;
      readonly unitText?: LocalizedText | undefined;
    }
  /** an ISO date, shown dd-mm-yyyy */
  | { readonly kind: 'date'; readonly value: string }
  | { readonly kind: 'yesNo'; readonly value: boolean }
  /** a value named by the dictionary list `set` */
  | { readonly kind: 'enum'; readonly set: EnumSet; readonly value: string }
  /** the property type, named by its WebID */
  | { readonly kind: 'propertyType'; readonly value: number }
  /** kWh/m² per year */
  | { readonly kind: 'energyPerArea'; readonly value: number }
  /** kg CO₂/m² per year */
  | { readonly kind: 'co2PerArea'; readonly value: number }
  /** kWh per year */
  | { readonly kind: 'energyPerYear'; readonly value: number };

/**
 * A field the fact sheet may show (its label is `property.fields.<field>`): not the CRM's words and flags
 * that other fields' values read through (the price, status, type and picture).
 */
export type FactField = Exclude<
  keyof Property,
  | 'PublishPrice'
  | 'PriceUnitText'
  | 'MarqueeName'
  | 'MainTypeName'
  | 'TypeDescription'
  | 'CityName'
  | 'WebIDs'
  | 'SmallPictureItem'
>;

/** One line of the fact sheet: the export field (its label is `property.fields.<field>`) and its value. */
export type Fact = { readonly field: FactField } & FactValue;

/** A group of facts with at least one line. */
export interface FactGroup {
  readonly name: FactGroupName;
  readonly facts: readonly Fact[];
}

type Kind = FactValue['kind'];
type Spec =
  | readonly [field: FactField, kind: Exclude<Kind, 'enum' | 'price'>]
  | readonly [field: FactField, kind: 'enum', set: EnumSet]
  | readonly [field: FactField, kind: 'price'];

// The order of each list is the order on the page: the facts a buyer compares first come first.
const groups: Readonly<Record<FactGroupName, readonly Spec[]>> = {
  identity: [
    ['Reference', 'text'],
    ['WebID', 'propertyType'],
    ['CountryID', 'enum', 'CountryID'],
    ['SurfaceLiving', 'area'],
    ['SurfacePlot', 'area'],
    ['SurfaceBuilt', 'area'],
    ['SurfaceGarden', 'area'],
    ['SurfaceTerrace', 'area'],
    ['FacadeWidth', 'length'],
    ['Orientation', 'enum', 'Orientation'],
    ['CreatedAt', 'date'],
  ],
  rooms: [
    ['Bedrooms', 'count'],
    ['Bathrooms', 'count'],
    ['ShowerRooms', 'count'],
    ['Toilets', 'count'],
    ['SurfaceLivingRoom', 'area'],
    ['KitchenType', 'enum', 'KitchenType'],
    ['Floor', 'storey'],
    ['Floors', 'count'],
    ['Garages', 'count'],
    ['ParkingSpaces', 'count'],
    ['Cellar', 'yesNo'],
    ['Attic', 'yesNo'],
    ['Terrace', 'yesNo'],
    ['Garden', 'yesNo'],
    ['GardenOrientation', 'enum', 'Orientation'],
  ],
  building: [
    ['ConstructionYear', 'year'],
    ['RenovationYear', 'year'],
    ['Condition', 'enum', 'Condition'],
    ['BuildingStyle', 'enum', 'BuildingStyle'],
    ['Facades', 'count'],
    ['HeatingType', 'enum', 'HeatingType'],
    ['Glazing', 'enum', 'Glazing'],
  ],
  energy: [
    ['EnergyValue', 'energyPerArea'],
    ['EnergyLabel', 'text'],
    ['EpcReference', 'text'],
    ['EpcDate', 'date'],
    ['Co2Emission', 'co2PerArea'],
    ['EnergyTotal', 'energyPerYear'],
  ],
  risks: [
    ['FloodRiskArea', 'enum', 'FloodRiskArea'],
    ['FloodScoreParcel', 'enum', 'FloodScore'],
    ['FloodScoreBuilding', 'enum', 'FloodScore'],
    ['BuildingPermit', 'yesNo'],
    ['SubdivisionPermit', 'yesNo'],
    ['PreemptionRight', 'yesNo'],
    ['UrbanPlanningDesignation', 'enum', 'UrbanPlanningDesignation'],
    ['UrbanPlanningViolation', 'yesNo'],
    ['HeritageProtected', 'yesNo'],
    ['SoilCertificate', 'localizedText'],
  ],
  features: [
    ['Elevator', 'yesNo'],
    ['SwimmingPool', 'yesNo'],
    ['Alarm', 'yesNo'],
    ['AirConditioning', 'yesNo'],
    ['SolarPanels', 'yesNo'],
    ['HeatPump', 'yesNo'],
    ['Fireplace', 'yesNo'],
    ['AccessibleForDisabled', 'yesNo'],
    ['Intercom', 'yesNo'],
    ['Furnished', 'yesNo'],
    ['PetsAllowed', 'yesNo'],
    ['Sauna', 'yesNo'],
  ],
  financial: [
    ['Price', 'price'],
    ['MonthlyCharges', 'money'],
    ['CadastralIncome', 'money'],
    ['MinimumMonthlyIncome', 'money'],
    ['MaximumOccupants', 'count'],
    ['VatApplicable', 'yesNo'],
    ['AvailableImmediately', 'yesNo'],
    ['AvailableFrom', 'date'],
  ],
};

// Country ids the dictionary names; any other id reads "other country".
const namedCountries = new Set(['10', '50', '34']);

// Facts that give away a price the agency does not publish: the minimum income a landlord asks is a
// multiple of the rent (three times, as a rule), so it is left out with the price.
const revealsPrice: ReadonlySet<FactField> = new Set(['MinimumMonthlyIncome']);

function factFor(property: Property, spec: Spec): Fact | undefined {
  const [field, kind] = spec;
  if (property.PublishPrice === false && revealsPrice.has(field)) return undefined;
  const raw: unknown = property[field];
  if (raw === undefined || raw === null || raw === '') return undefined;
  switch (kind) {
    case 'enum': {
      const set = spec[2] as EnumSet;
      const text = String(raw);
      return { field, kind, set, value: set === 'CountryID' && !namedCountries.has(text) ? 'other' : text };
    }
    case 'price':
      // A closed deal's price is not advertised (publishedPrice): no row, where "price on request"
      // would read as if it were still for sale.
      return typeof raw === 'number' && !isSoldOrRented(property.Marquee)
        ? {
            field,
            kind,
            value: publishedPrice(property),
            priceUnit: property.PriceUnit,
            goal: property.Goal,
            unitText: property.PriceUnitText,
          }
        : undefined;
    case 'yesNo':
      return typeof raw === 'boolean' ? { field, kind, value: raw } : undefined;
    case 'text':
    case 'date':
      return typeof raw === 'string' && raw.trim() !== '' ? { field, kind, value: raw.trim() } : undefined;
    case 'localizedText':
      // One string typed in the CRM is the same text in every language.
      if (typeof raw === 'string')
        return raw.trim() === '' ? undefined : { field, kind: 'text', value: raw.trim() };
      return typeof raw === 'object' &&
        Object.values(raw).some((text) => typeof text === 'string' && text.trim() !== '')
        ? { field, kind, value: raw as LocalizedText }
        : undefined;
    default:
      return typeof raw === 'number' && Number.isFinite(raw) ? { field, kind, value: raw } : undefined;
  }
}

/**
 * The detail page's fact groups, in display order: each field of the export that the listing carries, in
 * its group, with how its value reads. Fields the listing leaves out are skipped (never "undefined"), and
 * a group with nothing in it is left out entirely.
 */
export function propertyFacts(property: Property): FactGroup[] {
  return factGroupNames.flatMap((name) => {
    const facts = groups[name].flatMap((spec) => factFor(property, spec) ?? []);
    return facts.length === 0 ? [] : [{ name, facts }];
  });
}

// The facts a buyer scans first, shown beside the price.
const keyFactFields: readonly FactField[] = ['Bedrooms', 'Bathrooms', 'SurfaceLiving', 'SurfacePlot'];

/**
 * The few facts shown beside the price, in that order: bedrooms, bathrooms, living and plot area, each
 * only when the listing gives it as more than zero (a "0 bedrooms" headline says nothing useful).
 */
export function keyFacts(groups: readonly FactGroup[]): Fact[] {
  const all = groups.flatMap((group) => group.facts);
  return keyFactFields.flatMap(
    (field) =>
      all.find((fact) => fact.field === field && typeof fact.value === 'number' && fact.value > 0) ?? [],
  );
}
