// City names as Belgian and Luxembourg municipalities write them, from CRM values in any casing.

// Articles and prepositions stay lower-case inside names, hyphenated or not ("Kapelle-op-den-Bos",
// "Villers-la-Ville", "Esch-sur-Alzette", "Esch an der Alzette", "Braine le Comte"); the name's first
// word keeps its capital ("La Louvière", "De Panne", "Le Roeulx").
const particles = new Set([
  'op',
  'den',
  'der',
  'de',
  'ten',
  'ter',
  'het',
  'aan',
  'bij',
  'van',
  'la',
  'le',
  'les',
  'sur',
  'sous',
  'lez',
  'lès',
  'en',
  'à',
  'au',
  'aux',
  'du',
  'des',
  'am',
  'an',
  'im',
]);

function capitalise(word: string): string {
  // Dutch treats "ij" as one letter: "IJzendijke".
  if (word.startsWith('ij')) return `IJ${word.slice(2)}`;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function formatSegment(segment: string, inside: boolean): string {
  const [, open = '', core = ''] = /^([("]*)(.*)$/su.exec(segment) ?? [];
  if (core === "'s") return `${open}'s`;
  if (inside && particles.has(core)) return `${open}${core}`;
  const elided = /^([ld])'(.+)$/u.exec(core);
  if (elided) {
    const [, article = '', rest = ''] = elided;
    return `${open}${inside ? article : article.toUpperCase()}'${capitalise(rest)}`;
  }
  return `${open}${capitalise(core)}`;
}

/**
 * Title-cases a city name: "SINT-NIKLAAS" -> "Sint-Niklaas", "la louvière" -> "La Louvière",
 * "KAPELLE-OP-DEN-BOS" -> "Kapelle-op-den-Bos", "BRAINE-L'ALLEUD" -> "Braine-l'Alleud",
 * "ESCH AN DER ALZETTE" -> "Esch an der Alzette".
 */
export function formatCityName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/’/g, "'")
    .split(' ')
    .map((word, wordIndex) =>
      word
        .split('-')
        .map((segment, index) => formatSegment(segment, wordIndex > 0 || index > 0))
        .join('-'),
    )
    .join(' ');
}

/** The fields of a listing that name its town: the language-neutral City, and each language's name. */
export interface NamedCity {
  readonly City: string;
  readonly CityName?: Readonly<Partial<Record<string, string | undefined>>> | undefined;
}

/**
 * The town of a listing as a page in `locale` shows it: that language's record's name ("Gand" on a French
 * page of a Ghent listing), else the listing's City; title-cased.
 */
export function listingCityName(listing: NamedCity, locale: string): string {
  const name = listing.CityName?.[locale];
  return formatCityName(name !== undefined && name.trim() !== '' ? name : listing.City);
}

type NamedListing = NamedCity & { readonly Zip: string };

// Per export (the listings array), the first listing that names a town in each language: by language,
// postcode and City, and by language and City alone. Built once, so that every page can name the
// agency's town or a project's without scanning 10,000 listings.
const townIndexes = new WeakMap<readonly NamedListing[], Map<string, NamedListing>>();

const townKey = (locale: string, city: string, zip = '') =>
  `${locale}\u0000${zip}\u0000${city.trim().toLowerCase()}`;

function townIndex(listings: readonly NamedListing[]): Map<string, NamedListing> {
  const cached = townIndexes.get(listings);
  if (cached !== undefined) return cached;
  const index = new Map<string, NamedListing>();
  for (const listing of listings) {
    for (const [locale, name] of Object.entries(listing.CityName ?? {})) {
      if (name === undefined || name.trim() === '') continue;
      for (const key of [townKey(locale, listing.City, listing.Zip), townKey(locale, listing.City)]) {
        if (!index.has(key)) index.set(key, listing);
      }
    }
  }
  townIndexes.set(listings, index);
  return index;
}

/**
 * The name in `locale` of a town the export names once, in one language (a project's City, the agency's
 * own): the name the records of that language give it on a listing there (the same postcode and City,
 * in any casing; else the same City under another postcode, as Bruxelles is Brussel in Dutch in 1000
 * and in 1050 alike), else the City itself; title-cased.
 */
export function townNameIn(
  listings: readonly NamedListing[],
  town: { readonly City: string; readonly Zip: string },
  locale: string,
): string {
  const index = townIndex(listings);
  const named = index.get(townKey(locale, town.City, town.Zip)) ?? index.get(townKey(locale, town.City));
  return named === undefined ? formatCityName(town.City) : listingCityName(named, locale);
}
