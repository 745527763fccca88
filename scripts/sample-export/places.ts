// The sample's cities and countries. A city's region (its EPC scale, its legal fields) is not written
// here: the domain's rule derives it from the country and postcode, as it does for a real export.
import { type Region, regionFor } from '../../src/domain/listing/region';
import type { Locale } from '../../src/i18n/locales';

/** A city of the sample with the listings planned there: [WebID, Goal] pairs. */
export interface SampleCity {
  /**
   * The town's name in its own language, which its listings' first record gives: their City, address
   * folder and search value ("Gent", "Bruxelles").
   */
  readonly name: string;
  /**
   * The name the records of another language give where it differs ("Gand" in French, "Brussel" in
   * Dutch), as a CRM that names towns per language writes them.
   */
  readonly names?: Partial<Record<Locale, string>>;
  readonly zip: string;
  readonly countryId: 10 | 50 | 34;
  readonly lat: number;
  readonly lng: number;
  readonly streets: readonly string[];
  readonly plans: ReadonlyArray<readonly [webId: number, goal: 0 | 1]>;
}

/** The 17 sample cities; 65 planned listings cover every type, both goals and every EPC class of every region. */
export const sampleCities: readonly SampleCity[] = [
  {
    name: 'Gent',
    names: { fr: 'Gand', en: 'Ghent' },
    zip: '9000',
    countryId: 10,
    lat: 51.0543,
    lng: 3.7174,
    streets: ['Veldstraat', 'Kortrijksesteenweg', 'Coupure Links'],
    plans: [
      [1, 0],
      [2, 1],
      [3, 1],
      [5, 0],
      [6, 1],
    ],
  },
  {
    name: 'Antwerpen',
    names: { fr: 'Anvers', en: 'Antwerp' },
    zip: '2000',
    countryId: 10,
    lat: 51.2194,
    lng: 4.4025,
    streets: ['Meir', 'Lange Nieuwstraat', 'Kloosterstraat'],
    plans: [
      [2, 0],
      [2, 1],
      [1, 0],
      [9, 0],
    ],
  },
  {
    name: 'Leuven',
    names: { fr: 'Louvain' },
    zip: '3000',
    countryId: 10,
    lat: 50.8798,
    lng: 4.7005,
    streets: ['Naamsestraat', 'Tiensestraat', 'Brusselsestraat'],
    plans: [
      [3, 1],
      [1, 0],
      [4, 0],
      [2, 0],
    ],
  },
  {
    name: 'Brugge',
    names: { fr: 'Bruges', en: 'Bruges', de: 'Brügge' },
    zip: '8000',
    countryId: 10,
    lat: 51.2093,
    lng: 3.2247,
    streets: ['Langestraat', 'Ezelstraat', 'Katelijnestraat'],
    plans: [
      [1, 0],
      [2, 1],
      [7, 0],
    ],
  },
  {
    name: 'Kapelle-op-den-Bos',
    zip: '1880',
    countryId: 10,
    lat: 50.9716,
    lng: 4.3616,
    streets: ['Mechelseweg', 'Kerkstraat', 'Nieuwenrodestraat'],
    plans: [
      [1, 0],
      [4, 0],
      [1, 1],
    ],
  },
  {
    name: 'Namur',
    names: { nl: 'Namen' },
    zip: '5000',
    countryId: 10,
    lat: 50.4674,
    lng: 4.8718,
    streets: ['Rue de Fer', 'Boulevard de la Meuse', 'Rue Godefroid'],
    plans: [
      [1, 0],
      [2, 1],
      [4, 0],
      [6, 0],
    ],
  },
  {
    name: 'Liège',
    names: { nl: 'Luik', de: 'Lüttich' },
    zip: '4000',
    countryId: 10,
    lat: 50.6326,
    lng: 5.5797,
    streets: ['Boulevard d’Avroy', 'Rue Saint-Gilles', 'Quai de Rome'],
    plans: [
      [2, 0],
      [3, 1],
      [5, 0],
      [7, 1],
    ],
  },
  {
    name: 'Waterloo',
    zip: '1410',
    countryId: 10,
    lat: 50.7148,
    lng: 4.3991,
    streets: ['Chaussée de Bruxelles', 'Avenue des Paysages', 'Drève des Chasseurs'],
    plans: [
      [1, 0],
      [1, 1],
      [8, 0],
    ],
  },
  {
    name: 'Mons',
    names: { nl: 'Bergen' },
    zip: '7000',
    countryId: 10,
    lat: 50.4542,
    lng: 3.9567,
    streets: ['Rue de Nimy', 'Avenue Reine Astrid', 'Rue d’Havré'],
    plans: [
      [2, 1],
      [9, 1],
      [1, 0],
    ],
  },
  {
    name: 'Bruxelles',
    names: { nl: 'Brussel', en: 'Brussels', de: 'Brüssel' },
    zip: '1000',
    countryId: 10,
    lat: 50.8467,
    lng: 4.3525,
    streets: ['Rue Antoine Dansaert', 'Boulevard Anspach', 'Rue de Flandre'],
    plans: [
      [2, 0],
      [2, 1],
      [3, 1],
      [6, 1],
      [8, 1],
      [5, 0],
      [1, 0],
    ],
  },
  {
    name: 'Ixelles',
    names: { nl: 'Elsene' },
    zip: '1050',
    countryId: 10,
    lat: 50.8333,
    lng: 4.3667,
    streets: ['Chaussée d’Ixelles', 'Rue du Bailli', 'Avenue Louise'],
    plans: [
      [2, 0],
      [3, 1],
      [2, 1],
      [1, 0],
      [2, 0],
      [6, 0],
    ],
  },
  {
    name: 'Uccle',
    names: { nl: 'Ukkel' },
    zip: '1180',
    countryId: 10,
    lat: 50.8,
    lng: 4.3372,
    streets: ['Avenue Brugmann', 'Chaussée de Waterloo', 'Rue Vanderkindere'],
    plans: [
      [1, 0],
      [1, 1],
      [2, 0],
      [8, 0],
      [2, 1],
      [3, 0],
    ],
  },
  {
    name: 'Luxembourg',
    names: { nl: 'Luxemburg', de: 'Luxemburg' },
    zip: '2449',
    countryId: 50,
    lat: 49.6116,
    lng: 6.1319,
    streets: ['Boulevard Royal', 'Avenue de la Liberté', 'Rue de Hollerich'],
    plans: [
      [2, 0],
      [2, 1],
      [1, 0],
      [3, 1],
      [8, 1],
      [2, 0],
    ],
  },
  {
    name: 'Esch-sur-Alzette',
    zip: '4001',
    countryId: 50,
    lat: 49.4958,
    lng: 5.9806,
    streets: ['Rue de l’Alzette', 'Boulevard Kennedy', 'Rue du Brill'],
    plans: [
      [1, 0],
      [2, 1],
      [6, 0],
    ],
  },
  {
    name: 'Marbella',
    zip: '29600',
    countryId: 34,
    lat: 36.5101,
    lng: -4.8825,
    streets: ['Avenida Ricardo Soriano', 'Calle Ancha', 'Camino de la Cruz'],
    plans: [
      [1, 0],
      [2, 0],
    ],
  },
  {
    name: 'Alicante',
    zip: '03001',
    countryId: 34,
    lat: 38.3452,
    lng: -0.481,
    streets: ['Calle Mayor', 'Avenida Maisonnave', 'Explanada de España'],
    plans: [[2, 0]],
  },
  // Last, so that the listings before it keep their IDs.
  {
    name: "Braine-l'Alleud",
    names: { nl: 'Eigenbrakel' },
    zip: '1420',
    countryId: 10,
    lat: 50.6833,
    lng: 4.3667,
    streets: ['Avenue Alphonse Allard', 'Rue du Château', 'Place Baudouin Ier'],
    plans: [[1, 0]],
  },
];

/** The region of a sample city by the domain's rule (Spain is 'abroad'); a city it cannot place is a mistake here. */
export function cityRegion(city: SampleCity): Region {
  const region = regionFor(city.countryId, city.zip);
  if (region === undefined) throw new Error(`no region for the sample city ${city.name} (${city.zip})`);
  return region;
}

/** Country names per language. */
/** A sample city's name in the records of `locale`. */
export function cityNameIn(city: SampleCity, locale: Locale): string {
  return city.names?.[locale] ?? city.name;
}

export const countryNames = {
  10: { nl: 'België', fr: 'Belgique', en: 'Belgium', de: 'Belgien' },
  50: { nl: 'Luxemburg', fr: 'Luxembourg', en: 'Luxembourg', de: 'Luxemburg' },
  34: { nl: 'Spanje', fr: 'Espagne', en: 'Spain', de: 'Spanien' },
} as const;
