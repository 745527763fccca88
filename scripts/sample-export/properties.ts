import type { Region } from '../../src/domain/listing/region';
import { locales } from '../../src/i18n/locales';
import type { CitiesFile } from '../../src/schemas/city';
import type { Condition, KitchenType, Orientation, Property } from '../../src/schemas/property';
import { sampleDocuments } from './documents';
import { type EpcRange, epcRanges } from './epc-ranges';
import { type ListingFacts, listingDescription, listingTitle } from './listing-text';
import { documentFiles, type PoolKind, poolOf } from './media-pool';
import { cityNameIn, cityRegion, countryNames, type SampleCity, sampleCities } from './places';
import type { Random } from './prng';
import { typeDescription } from './type-descriptions';

/** The fixed "today" of the sample, so dates stay the same on every run. */
export const baseDate = new Date('2026-11-01T00:00:00Z');

/** The planned listings in order: the sample takes all 65, the scale export cycles through them. */
export const listingPlans = sampleCities.flatMap((city) =>
  city.plans.map(([webId, goal]) => ({ city, webId, goal })),
);

const orientations: readonly Orientation[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const conditionsList: readonly Condition[] = [
  'new',
  'excellent',
  'good',
  'good',
  'to-refresh',
  'to-renovate',
];
const kitchensList: readonly KitchenType[] = ['semi-equipped', 'equipped', 'equipped', 'hyper-equipped'];
const residentialTypes = [1, 2, 3, 5];
const epcTypes = [1, 2, 3, 5, 6, 8];

const idChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function token(r: Random, length: number, chars = idChars): string {
  return Array.from({ length }, () => r.pick([...chars])).join('');
}

function isoDay(daysFromBase: number): string {
  return new Date(baseDate.getTime() + daysFromBase * 86_400_000).toISOString().slice(0, 10);
}

// The soil certificate as the CRM exports it, a text per language (OVAM in Flanders, BDES in Wallonia).
function ovamCertificate(day: string): Record<'nl' | 'fr' | 'en' | 'de', string> {
  const date = day.split('-').reverse().join('-');
  // The field's label already says "soil certificate": the value gives the authority, date and status.
  return {
    nl: `OVAM, ${date}: geen gegevens in het grondeninformatieregister`,
    fr: `OVAM, ${date} : aucune donnée dans le registre des informations foncières`,
    en: `OVAM, ${date}: no entry in the land information register`,
    de: `OVAM, ${date}: kein Eintrag im Grundstücksinformationsregister`,
  };
}

const bdesStatus = {
  nl: 'Geen vermelding in de databank van de bodemtoestand (BDES)',
  fr: 'Aucune mention dans la banque de données de l’état des sols (BDES)',
  en: 'No entry in the land status database (BDES)',
  de: 'Kein Eintrag in der Datenbank zum Bodenzustand (BDES)',
};

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

// Price levels by region against Flanders' (the sample's listings abroad are on the Spanish coast).
const regionFactor: Readonly<Record<Region, number>> = {
  flanders: 1,
  wallonia: 0.8,
  brussels: 1.15,
  luxembourg: 2.3,
  abroad: 1.3,
};
// How the sample numbers an EPC certificate outside Flanders (whose numbers have a form of their own).
const epcReferencePrefix: Readonly<Record<Exclude<Region, 'flanders'>, string>> = {
  wallonia: 'WA',
  brussels: 'BR',
  luxembourg: 'LU',
  abroad: 'SP',
};
const salePerM2: Readonly<Record<number, number>> = {
  1: 2600,
  2: 3100,
  3: 3300,
  4: 260,
  5: 2200,
  6: 2100,
  7: 900,
  8: 2300,
  9: 1500,
};
const rentPerM2: Readonly<Record<number, number>> = { 1: 9, 2: 12, 3: 16, 6: 13, 7: 5, 8: 14, 9: 5 };

function pictures(id: number, webId: number, r: Random): Property['Pictures'] {
  const plan: ReadonlyArray<readonly [PoolKind, number]> =
    webId === 1
      ? [
          ['house', 2],
          ['interior', r.int(2, 6)],
        ]
      : webId === 2 || webId === 3 || webId === 5
        ? [
            ['apartment', r.int(1, 2)],
            ['interior', r.int(2, 6)],
          ]
        : webId === 4
          ? [['land', 3]]
          : webId === 6
            ? [
                ['shop', 2],
                ['office-interior', 1],
                ['interior', r.int(0, 1)],
              ]
            : webId === 7
              ? [
                  ['warehouse', 2],
                  ['office-interior', 1],
                ]
              : webId === 8
                ? [
                    ['office', 2],
                    ['office-interior', 1],
                    ['interior', r.int(0, 2)],
                  ]
                : [['garage', 3]];
  const chosen = plan.flatMap(([kind, count]) => {
    const pool = [...poolOf(kind)];
    const start = r.int(0, pool.length - 1);
    return Array.from({ length: Math.min(count, pool.length) }, (_, i) => pool[(start + i) % pool.length]);
  });
  return chosen.flatMap((picture, index) =>
    picture
      ? [
          {
            ID: id * 100 + index + 1,
            Url: `/media/${picture.file}`,
            Width: picture.width,
            Height: picture.height,
            Name: `${picture.kind} ${index + 1}`,
          },
        ]
      : [],
  );
}

function epcValue(scale: readonly EpcRange[], index: number, r: Random): { label: string; value: number } {
  const epc = scale[index % scale.length] ?? scale[0];
  if (!epc) throw new Error('empty EPC scale');
  return { label: epc.label, value: r.int(epc.min, epc.max) };
}

/** Sample listings whose agency keeps the price for enquiries (PublishPrice false): every twentieth, from the seventh. */
export function hidesPrice(index: number): boolean {
  return index % 20 === 6;
}

/** Types a listing is also published under (WebIDs): an investment building (5) is also offered as a house (1). */
export function extraWebIds(webId: number): number[] {
  return webId === 5 ? [1] : [];
}

/** Builds listing number `index` (0-based) of the plan cycle; the first 65 are the sample's. */
export function buildProperty(index: number, r: Random, epcCounters: Map<Region, number>): Property {
  const plan = listingPlans[index % listingPlans.length];
  if (!plan) throw new Error('no listing plans');
  const { city, webId, goal } = plan;
  const id = 1001 + index;
  const region = cityRegion(city);
  const belgian = city.countryId === 10;
  const residentialType = residentialTypes.includes(webId);
  const living =
    webId === 1
      ? r.int(120, 260)
      : webId === 2
        ? r.int(65, 140)
        : webId === 3
          ? r.int(28, 45)
          : webId === 4
            ? undefined
            : webId === 5
              ? r.int(220, 420)
              : webId === 9
                ? r.int(14, 22)
                : webId === 7
                  ? r.int(600, 2400)
                  : r.int(80, 450);
  const plot =
    webId === 1
      ? r.int(250, 1400)
      : webId === 4
        ? r.int(450, 1800)
        : webId === 7
          ? r.int(1500, 5000)
          : undefined;
  const bedrooms =
    webId === 1
      ? r.int(2, 5)
      : webId === 2
        ? r.int(1, 3)
        : webId === 3
          ? 0
          : webId === 5
            ? r.int(4, 8)
            : undefined;
  const garden = webId === 1 && r.chance(0.85) ? roundTo((plot ?? 400) * 0.55, 5) : undefined;
  const terrace =
    (webId === 2 || webId === 3) && r.chance(0.7)
      ? r.int(6, 28)
      : webId === 1 && r.chance(0.5)
        ? r.int(12, 40)
        : undefined;
  const garage = (webId === 1 && r.chance(0.6)) || (webId === 2 && r.chance(0.3));
  const condition = webId === 4 || webId === 9 ? undefined : r.pick(conditionsList);
  const kitchen: KitchenType | undefined =
    webId === 3 ? 'kitchenette' : residentialType ? r.pick(kitchensList) : undefined;
  const units = webId === 5 ? r.int(3, 6) : undefined;
  const yieldPercent = webId === 5 ? r.int(42, 61) / 10 : undefined;
  const facadeWidth = webId === 4 || webId === 1 ? r.int(8, 22) : undefined;
  const parking = webId === 8 ? r.int(2, 12) : undefined;
  const gardenOrientation = garden ? r.pick(orientations) : undefined;

  const surfaceForPrice = living ?? plot ?? 100;
  const price =
    goal === 0
      ? roundTo(
          surfaceForPrice * (salePerM2[webId] ?? 2000) * regionFactor[region] * (0.85 + r.next() * 0.3),
          webId === 9 ? 500 : 5000,
        )
      : roundTo(
          Math.max(
            surfaceForPrice * (rentPerM2[webId] ?? 10) * regionFactor[region] * (0.9 + r.next() * 0.2),
            90,
          ),
          webId === 9 ? 5 : 25,
        );
  // Every eighth listing is sold or rented so the sample always shows both ribbons.
  const soldOrRented = index % 8 === 3 || r.chance(0.08);
  const marquee = soldOrRented ? (goal === 0 ? 3 : 4) : r.pick([0, 0, 0, 1, 1, 2, 5] as const);
  const priceUnit =
    goal === 1 ? 1 : (webId === 9 || webId === 5 || city.countryId === 34) && r.chance(0.6) ? 7 : 0;

  const facts: ListingFacts = {
    webId,
    goal,
    city: Object.fromEntries(
      locales.map((locale) => [locale, cityNameIn(city, locale)]),
    ) as ListingFacts['city'],
    spain: city.countryId === 34,
    living,
    plot,
    bedrooms,
    bathrooms: bedrooms === undefined ? undefined : bedrooms > 3 ? 2 : 1,
    kitchen,
    garden,
    gardenOrientation,
    terrace,
    garage,
    condition,
    facadeWidth,
    parking,
    units,
    yieldPercent,
  };

  const createdDaysAgo = r.int(10, 320);
  const property: Property = {
    ID: id,
    Reference: `IL-${city.zip}-${id}`,
    Goal: goal,
    Marquee: marquee,
    WebID: webId,
    Street: r.pick(city.streets),
    HouseNumber: String(r.int(1, 180)),
    Zip: city.zip,
    City: city.name,
    ...(city.names === undefined
      ? {}
      : { CityName: Object.fromEntries(locales.map((locale) => [locale, cityNameIn(city, locale)])) }),
    CountryID: city.countryId,
    CountryName: countryNames[city.countryId],
    PublicAddress: r.chance(0.7),
    Latitude: Number((city.lat + (r.next() - 0.5) * 0.03).toFixed(5)),
    Longitude: Number((city.lng + (r.next() - 0.5) * 0.04).toFixed(5)),
    Title: listingTitle(facts),
    Description: listingDescription(facts, r),
    CreatedAt: `${isoDay(-createdDaysAgo)}T09:00:00Z`,
    ModifiedAt: `${isoDay(-r.int(1, Math.max(1, createdDaysAgo - 1)))}T16:30:00Z`,
    ShowOrder: index + 1,
    Price: price,
    // Decided from the index, without drawing from the generator, so every other field stays as it was.
    PublishPrice: !hidesPrice(index),
    PriceUnit: priceUnit,
    WebIDs: [webId, ...extraWebIds(webId)],
    Pictures: pictures(id, webId, r),
  };
  if ((webId === 2 || webId === 3) && r.chance(0.5)) property.BoxNr = String(r.int(1, 24));
  const description = typeDescription(webId, index);
  if (description !== undefined) property.TypeDescription = description;
  if (living !== undefined) property.SurfaceLiving = living;
  if (plot !== undefined) property.SurfacePlot = plot;
  if (garden !== undefined) property.SurfaceGarden = garden;
  if (terrace !== undefined) property.SurfaceTerrace = terrace;
  if (facadeWidth !== undefined) property.FacadeWidth = facadeWidth;
  if (residentialType || webId === 8 || webId === 6) {
    property.Orientation = r.pick(orientations);
    if (bedrooms !== undefined) {
      property.Bedrooms = bedrooms;
      property.Bathrooms = facts.bathrooms ?? 1;
      property.Toilets = bedrooms > 2 ? 2 : 1;
      if (r.chance(0.4)) property.ShowerRooms = 1;
    }
    if (kitchen) property.KitchenType = kitchen;
    if (webId === 1) {
      property.Floors = r.int(2, 3);
      property.Cellar = r.chance(0.6);
      property.Attic = r.chance(0.5);
      property.Facades = r.pick([2, 3, 4]);
      property.BuildingStyle =
        property.Facades === 4 ? 'detached' : property.Facades === 3 ? 'semi-detached' : 'terraced';
      property.Fireplace = r.chance(0.3);
      if (r.chance(0.15)) property.SwimmingPool = true;
    } else if (webId !== 6 && webId !== 8) {
      property.Floor = r.int(0, 6);
      // Floors counts the ground floor: the apartment's floor is one of them.
      property.Floors = Math.max(r.int(4, 8), property.Floor + 1);
      property.BuildingStyle = 'apartment-block';
      property.Elevator = r.chance(0.75);
      property.Intercom = true;
      if (living !== undefined) property.SurfaceLivingRoom = Math.round(living * 0.3);
    }
    property.Terrace = terrace !== undefined;
    property.Garden = garden !== undefined;
    if (gardenOrientation) property.GardenOrientation = gardenOrientation;
    property.Garages = garage ? 1 : 0;
    if (r.chance(0.4)) property.ParkingSpaces = parking ?? r.int(1, 2);
    else if (parking !== undefined) property.ParkingSpaces = parking;
    property.ConstructionYear = condition === 'new' ? 2025 : r.int(1890, 2020);
    if (condition !== 'new' && r.chance(0.4))
      property.RenovationYear = r.int(Math.max(property.ConstructionYear + 5, 1990), 2025);
    property.HeatingType = r.pick(['gas', 'gas', 'heat-pump', 'electric', 'fuel-oil', 'district'] as const);
    property.Glazing = r.pick(['double', 'double', 'triple', 'single'] as const);
    property.HeatPump = property.HeatingType === 'heat-pump';
    property.SolarPanels = r.chance(0.3);
    property.Alarm = r.chance(0.3);
    property.AirConditioning = webId === 8 || city.countryId === 34 || r.chance(0.1);
    if (goal === 1) {
      property.Furnished = webId === 3 || r.chance(0.2);
      property.PetsAllowed = r.chance(0.4);
    }
    if (r.chance(0.2)) property.AccessibleForDisabled = true;
    if (r.chance(0.1)) property.Sauna = true;
  } else if (webId === 7) {
    property.ConstructionYear = r.int(1975, 2015);
    property.Condition = 'good';
    property.HeatingType = 'gas';
    property.ParkingSpaces = r.int(6, 20);
  }
  if (condition) property.Condition = condition;

  if (epcTypes.includes(webId)) {
    const counter = epcCounters.get(region) ?? 0;
    epcCounters.set(region, counter + 1);
    const epc = epcValue(epcRanges[region], counter, r);
    property.EnergyValue = epc.value;
    property.EnergyLabel = epc.label;
    property.EpcReference =
      region === 'flanders'
        ? `${20000000000 + id * 7919}-RES-1`
        : `${epcReferencePrefix[region]}-${isoDay(-createdDaysAgo).replace(/-/g, '')}-${id}`;
    property.EpcDate = isoDay(-createdDaysAgo - r.int(30, 900));
    property.Co2Emission = Math.max(0, Math.round(epc.value * 0.2));
    if (living !== undefined) property.EnergyTotal = Math.max(0, epc.value * living);
  }
  if (belgian) {
    property.FloodRiskArea = r.pick([
      'none',
      'none',
      'none',
      'possible',
      'effective',
      'riverbank',
      'unknown',
    ] as const);
    if (region === 'flanders') {
      property.FloodScoreParcel = r.pick(['A', 'A', 'B', 'C', 'D'] as const);
      property.FloodScoreBuilding = r.pick(['A', 'A', 'B', 'C', 'D'] as const);
    }
    property.BuildingPermit = webId !== 4;
    property.SubdivisionPermit = webId === 4 || r.chance(0.1);
    property.PreemptionRight = r.chance(0.1);
    property.UrbanPlanningDesignation =
      webId === 7
        ? 'industrial'
        : webId === 6 || webId === 8
          ? 'mixed'
          : r.pick(['residential', 'residential', 'residential-rural'] as const);
    property.UrbanPlanningViolation = false;
    property.HeritageProtected = r.chance(0.05);
    property.SoilCertificate = region === 'flanders' ? ovamCertificate(isoDay(-r.int(40, 400))) : bdesStatus;
    if (goal === 0 || r.chance(0.5))
      property.CadastralIncome = roundTo(price > 10_000 ? price * 0.0035 : price * 4, 5);
  }
  if (webId === 2 || webId === 3) property.MonthlyCharges = r.int(4, 30) * 5;
  if (goal === 0 && (condition === 'new' || (city.countryId === 34 && r.chance(0.5))))
    property.VatApplicable = condition === 'new';
  if (r.chance(0.5)) property.AvailableImmediately = true;
  else property.AvailableFrom = isoDay(r.int(10, 150));
  // A landlord's usual conditions: an income of three times the rent, two occupants per bedroom.
  // Derived without drawing from the generator, so every other field of the sample stays as it was.
  if (goal === 1 && property.Bedrooms !== undefined) {
    property.MinimumMonthlyIncome = roundTo(price * 3, 50);
    property.MaximumOccupants = Math.max(1, property.Bedrooms * 2);
  }

  const video = r.next();
  if (video < 0.15) property.Videos = [`https://www.youtube.com/watch?v=${token(r, 11, `${idChars}-_`)}`];
  else if (video < 0.25) property.Videos = [`https://vimeo.com/${r.int(100_000_000, 999_999_999)}`];
  else if (video < 0.32) property.Videos = [`https://video.immo-lumiere.be/listings/${id}/tour.mp4`];
  if (residentialType && r.chance(0.2))
    property.VirtualTour = `https://my.matterport.com/show/?m=${token(r, 11)}`;
  if (property.EnergyLabel && r.chance(0.35)) {
    property.Documents = [
      {
        ID: id * 10 + 1,
        Name: { nl: 'EPC-certificaat', fr: 'Certificat PEB', en: 'EPC certificate', de: 'Energieausweis' },
        Url: `/media/${documentFiles.epc}`,
        Size: sampleDocuments.epc.length,
      },
      {
        ID: id * 10 + 2,
        Name: { nl: 'Grondplan', fr: 'Plan', en: 'Floor plan', de: 'Grundriss' },
        Url: `/media/${documentFiles.plan}`,
        Size: sampleDocuments.plan.length,
      },
    ];
  }
  property.AgentID = city.countryId === 10 ? (goal === 1 ? 3 : r.pick([1, 2])) : 4;
  return property;
}

/** cities.json: the CRM's city lists for all listings, for sale and for rent, a record per city and language. */
export function cityLists(
  properties: readonly Property[],
  cities: readonly SampleCity[] = sampleCities,
): CitiesFile {
  const languages = ['nl', 'fr', 'en', 'de'] as const;
  const list = (variant: 'all' | 'sale' | 'rent') =>
    cities.flatMap((city) => {
      const here = properties.filter(
        (p) =>
          p.Zip === city.zip &&
          p.City === city.name &&
          (variant === 'all' || p.Goal === (variant === 'sale' ? 0 : 1)),
      );
      if (here.length === 0) return [];
      return languages.map((language) => ({
        Name: cityNameIn(city, language),
        Zip: city.zip,
        CountryID: city.countryId,
        CountryName: countryNames[city.countryId][language],
        PropertyCount: here.length,
        language,
      }));
    });
  return { all: list('all'), sale: list('sale'), rent: list('rent') };
}
