// properties.json as the CRM writes it: one record per listing and language, with the CRM's names
// (RecordFile, PublishAddress, EnergyPerformance, ...) and the agency's own words in each language.
import { readFileSync } from 'node:fs';
import { type Locale, locales } from '../../src/i18n/locales';
import type { Property, PropertyRecord } from '../../src/schemas/property';
import type { PropertyTypeRecord } from '../../src/schemas/property-type';

interface CrmWords {
  readonly marquee: Readonly<Record<string, string>>;
  readonly perMonth: string;
  readonly startingFrom: string;
}

// The CRM's own words for statuses and price units; the agency set them to the site's, so pages read the same.
const crmWords = Object.fromEntries(
  locales.map((locale) => {
    const dictionary = JSON.parse(readFileSync(`locales/${locale}/property.json`, 'utf8')) as {
      values: { Marquee: Record<string, string> };
      units: { perMonth: string; startingFrom: string };
    };
    return [
      locale,
      {
        marquee: dictionary.values.Marquee,
        perMonth: dictionary.units.perMonth,
        startingFrom: dictionary.units.startingFrom,
      },
    ];
  }),
) as Record<Locale, CrmWords>;

function priceUnitText(property: Property, words: CrmWords): string | undefined {
  if (property.PriceUnit === 7) return words.startingFrom;
  if (property.PriceUnit === 1) return words.perMonth;
  return undefined;
}

/** A listing of the generator as its records, one per language, in the CRM's shape. */
export function propertyRecords(property: Property, types: readonly PropertyTypeRecord[]): PropertyRecord[] {
  const {
    ID,
    Goal,
    Price,
    PriceUnit,
    Marquee,
    WebID,
    Reference,
    PublicAddress,
    EnergyValue,
    EnergyLabel,
    PublishPrice,
    WebIDs,
    PriceUnitText: _priceUnitText,
    MarqueeName: _marqueeName,
    MainTypeName: _mainTypeName,
    TypeDescription,
    SmallPictureItem: _smallPicture,
    CityName,
    CountryName,
    Title,
    Description,
    SoilCertificate,
    Documents,
    Pictures,
    ...detail
  } = property;
  // The record that names the town as the listing's City comes first ("Bruxelles": the French one), as
  // the loader takes the first record's City for the address folder and the filters; the others follow
  // in the usual order.
  const order = [...locales].sort(
    (a, b) => Number(CityName?.[b] === detail.City) - Number(CityName?.[a] === detail.City),
  );
  return order.map((language) => {
    const words = crmWords[language];
    const unitText = priceUnitText(property, words);
    const typeName = types.find((type) => type.WebID === WebID && type.language === language)?.Name;
    const record: PropertyRecord = {
      ID,
      language,
      ...(Reference === undefined ? {} : { RecordFile: Reference }),
      Goal,
      Price,
      PublishPrice,
      PriceUnit,
      ...(unitText === undefined ? {} : { PriceUnitText: unitText }),
      Marquee,
      ...(Marquee === 0 ? {} : { MarqueeName: words.marquee[String(Marquee)] ?? '' }),
      ...(PublicAddress === undefined ? {} : { PublishAddress: PublicAddress }),
      ...detail,
      // Where the records name the town otherwise, each its own (the key keeps its place in the record).
      City: CityName?.[language] ?? detail.City,
      ...(CountryName?.[language] === undefined ? {} : { CountryName: CountryName[language] }),
      ...(EnergyValue === undefined ? {} : { EnergyPerformance: EnergyValue }),
      ...(EnergyLabel === undefined ? {} : { EPCLabelText: EnergyLabel }),
      WebID,
      WebIDs: [...WebIDs],
      ...(typeName === undefined ? {} : { MainTypeName: typeName }),
      ...(TypeDescription?.[language] === undefined ? {} : { TypeDescription: TypeDescription[language] }),
      ...(Pictures[0] === undefined ? {} : { SmallPictureItem: Pictures[0] }),
      ...(Title?.[language] === undefined ? {} : { Title: Title[language] }),
      ...(Description?.[language] === undefined ? {} : { Description: Description[language] }),
      ...(SoilCertificate?.[language] === undefined ? {} : { SoilCertificate: SoilCertificate[language] }),
      Pictures,
      ...(Documents === undefined
        ? {}
        : { Documents: Documents.map((document) => ({ ...document, Name: document.Name[language] ?? '' })) }),
    };
    return record;
  });
}
