// The one mapping from the CRM's listing files (properties, property types, cities, tree items) to the
// site's model. The export gives a record per language; pages read one entity with its texts per language.
import * as v from 'valibot';
import { type Locale, locales } from '../i18n/locales';
import { CitiesFileSchema, type City } from '../schemas/city';
import type { LocalizedText } from '../schemas/localized-text';
import type { Document } from '../schemas/media';
import { type Property, type PropertyRecord, PropertyRecordSchema } from '../schemas/property';
import { type PropertyType, PropertyTypeRecordSchema } from '../schemas/property-type';
import { type TreeItem, TreeItemSchema } from '../schemas/tree-item';

type Texts = Partial<Record<Locale, string>>;

/** The texts of one field over a listing's records, keyed by each record's language; undefined when none has it. */
function textsOf(records: readonly PropertyRecord[], pick: (record: PropertyRecord) => string | undefined) {
  const texts: Texts = {};
  for (const record of records) {
    const text = pick(record);
    if (text !== undefined) texts[record.language] = text;
  }
  return Object.keys(texts).length > 0 ? (texts as LocalizedText) : undefined;
}

/** The documents of the first record, each named in every language that records one by its ID. */
function documentsOf(records: readonly PropertyRecord[]): Document[] | undefined {
  const first = records[0]?.Documents;
  if (first === undefined) return undefined;
  return first.map((document) => ({
    ...document,
    Name: textsOf(records, (record) => record.Documents?.find((item) => item.ID === document.ID)?.Name) ?? {},
  }));
}

/**
 * One listing from its records (one per language, same ID). Language-neutral fields come from the first
 * record (the file's check makes the records agree on price, goal, status and type); each text comes from
 * the record of its language.
 */
export function propertyFromRecords(records: readonly [PropertyRecord, ...PropertyRecord[]]): Property {
  const [first] = records;
  const {
    language: _language,
    RecordFile,
    PublishPrice,
    PublishAddress,
    EnergyPerformance,
    EPCLabelText,
    WebIDs,
    PriceUnitText: _priceUnitText,
    MarqueeName: _marqueeName,
    MainTypeName: _mainTypeName,
    TypeDescription: _typeDescription,
    CountryName: _countryName,
    Title: _title,
    Description: _description,
    SoilCertificate: _soilCertificate,
    Pictures,
    Documents: _documents,
    ...shared
  } = first;
  const property: Property = {
    ...shared,
    PublishPrice: PublishPrice ?? true,
    Pictures: Pictures ?? [],
    // The main type first, then the others once: a search for any of them finds the listing.
    WebIDs: [...new Set([first.WebID, ...(WebIDs ?? [])])],
  };
  const optional: Partial<Property> = {
    Reference: RecordFile,
    PublicAddress: PublishAddress,
    EnergyValue: EnergyPerformance,
    EnergyLabel: EPCLabelText,
    PriceUnitText: textsOf(records, (record) => record.PriceUnitText),
    MarqueeName: textsOf(records, (record) => record.MarqueeName),
    MainTypeName: textsOf(records, (record) => record.MainTypeName),
    TypeDescription: textsOf(records, (record) => record.TypeDescription),
    CountryName: textsOf(records, (record) => record.CountryName),
    CityName: textsOf(records, (record) => record.City),
    Title: textsOf(records, (record) => record.Title),
    Description: textsOf(records, (record) => record.Description),
    SoilCertificate: textsOf(records, (record) => record.SoilCertificate),
    Documents: documentsOf(records),
  };
  // Optional fields stay out when empty, as the export leaves them out (exactOptionalPropertyTypes).
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(property, { [key]: value });
  }
  return property;
}

/** The listings of properties.json's records, in the order of each listing's first record. */
export function propertiesFromRecords(records: readonly PropertyRecord[]): Property[] {
  const byId = new Map<number, [PropertyRecord, ...PropertyRecord[]]>();
  for (const record of records) {
    const group = byId.get(record.ID);
    if (group) group.push(record);
    else byId.set(record.ID, [record]);
  }
  return [...byId.values()].map(propertyFromRecords);
}

// What a listing is, whatever the language: its records must agree, or pages would depend on their order.
const sameInEveryLanguage = [
  'Goal',
  'Price',
  'PublishPrice',
  'PriceUnit',
  'Marquee',
  'WebID',
  'CountryID',
] as const;

/**
 * A listing has at most one record per language (a second would make its texts ambiguous), and its
 * records agree on what does not depend on the language (sale or rent, price, status, type, country).
 */
const consistentRecords = v.rawCheck<PropertyRecord[]>(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const firsts = new Map<number, PropertyRecord>();
  const seen = new Set<string>();
  const issue = (index: number, record: PropertyRecord, field: string, message: string, value: unknown) =>
    addIssue({
      message,
      received: JSON.stringify(value),
      path: [
        { type: 'array', origin: 'value', input: dataset.value, key: index, value: record },
        { type: 'object', origin: 'value', input: record, key: field, value },
      ],
    });
  dataset.value.forEach((record, index) => {
    const key = `${record.ID} ${record.language}`;
    if (seen.has(key)) {
      const message = `one record per listing and language (record ID ${record.ID} has "${record.language}" twice)`;
      issue(index, record, 'language', message, record.language);
    }
    seen.add(key);
    const first = firsts.get(record.ID);
    if (first === undefined) {
      firsts.set(record.ID, record);
      return;
    }
    for (const field of sameInEveryLanguage) {
      if (record[field] !== first[field]) {
        const message = `the same ${field} in every language record of the listing (the "${first.language}" record has ${JSON.stringify(first[field])})`;
        issue(index, record, field, message, record[field]);
      }
    }
  });
});

const toListings = v.transform((records: PropertyRecord[]) => propertiesFromRecords(records));

/** properties.json: records per listing and language, read as one Property per listing. */
export const PropertiesFileSchema = v.pipe(v.array(PropertyRecordSchema), consistentRecords, toListings);

/**
 * properties.json read record by record, each already checked against PropertyRecordSchema as it was
 * parsed (src/data/checked-records.ts): only the checks across records remain, then the listings.
 */
export const propertiesByRecord = {
  record: PropertyRecordSchema,
  file: v.pipe(
    v.array(v.custom<PropertyRecord>(() => true)),
    consistentRecords,
    toListings,
  ) satisfies v.GenericSchema<unknown, Property[]>,
};

/** property-types.json: a record per type and language; pages read `Language`. */
export const PropertyTypesFileSchema = v.pipe(
  v.array(PropertyTypeRecordSchema),
  v.transform((records): PropertyType[] =>
    records.map(({ language, ...type }) => ({ ...type, Language: language })),
  ),
);

/** The three city lists of cities.json as one list, each city marked with its variant and language. */
export function citiesFromLists(lists: v.InferOutput<typeof CitiesFileSchema>): City[] {
  return (['all', 'sale', 'rent'] as const).flatMap((variant) =>
    lists[variant].map(({ language, ...city }) => ({ ...city, Language: language, Variant: variant })),
  );
}

/** cities.json: the lists for all listings, for sale and for rent, read as one list. */
export const CityListsFileSchema = v.pipe(CitiesFileSchema, v.transform(citiesFromLists));

/** tree-items.json: a name given as one text holds for every language. */
export const TreeItemsFileSchema = v.pipe(
  v.array(TreeItemSchema),
  v.transform((items): TreeItem[] =>
    items.map((item) => ({
      ...item,
      Name:
        typeof item.Name === 'string'
          ? (Object.fromEntries(locales.map((code) => [code, item.Name])) as LocalizedText)
          : item.Name,
    })),
  ),
);
