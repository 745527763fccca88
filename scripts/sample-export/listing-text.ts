import { type Locale, locales } from '../../src/i18n/locales';
import type { Condition, KitchenType, Orientation } from '../../src/schemas/property';
import type { Random } from './prng';
import { type ListingSentences, listingSentences, type Outside } from './texts/listing-sentences';
import { conditions, directions, kitchens, settings, titleNouns } from './texts/listing-words';

type Texts = Record<Locale, string>;

/** The facts a listing's title and description are written from. */
export interface ListingFacts {
  readonly webId: number;
  readonly goal: 0 | 1;
  /** The town as each language's record names it. */
  readonly city: Texts;
  readonly spain: boolean;
  readonly living?: number | undefined;
  readonly plot?: number | undefined;
  readonly bedrooms?: number | undefined;
  readonly bathrooms?: number | undefined;
  readonly kitchen?: KitchenType | undefined;
  readonly garden?: number | undefined;
  readonly gardenOrientation?: Orientation | undefined;
  readonly terrace?: number | undefined;
  readonly garage: boolean;
  readonly condition?: Condition | undefined;
  readonly facadeWidth?: number | undefined;
  readonly parking?: number | undefined;
  readonly units?: number | undefined;
  readonly yieldPercent?: number | undefined;
}

/** One text per language, each worded by `sentence` from that language's sentences. */
function inEach(sentence: (sentences: ListingSentences, locale: Locale) => string): Texts {
  return Object.fromEntries(
    locales.map((locale) => [locale, sentence(listingSentences[locale], locale)]),
  ) as Texts;
}

/** The listing's title in each language. */
export function listingTitle(facts: ListingFacts): Texts {
  const noun = (locale: Locale) => titleNouns[locale][facts.webId - 1] ?? titleNouns[locale][0] ?? '';
  const { city, bedrooms } = facts;
  if (bedrooms !== undefined && bedrooms > 0 && [1, 2, 5].includes(facts.webId)) {
    const outside: Outside | undefined = facts.garden ? 'garden' : facts.terrace ? 'terrace' : undefined;
    return inEach((say, locale) => say.titleWithBedrooms(noun(locale), bedrooms, outside, city[locale]));
  }
  const surface = facts.webId === 4 ? facts.plot : facts.living;
  return inEach((say, locale) => say.titleWithSurface(noun(locale), surface, city[locale]));
}

function residential(facts: ListingFacts, r: Random): Texts {
  const setting = r.pick(settings);
  const { city } = facts;
  const living = facts.living ?? 0;
  const kitchen = facts.kitchen ?? 'equipped';
  const bedrooms = facts.bedrooms ?? 0;
  const bathrooms = facts.bathrooms ?? 1;
  const parts: Texts[] = [
    inEach((say, locale) => say.intro(setting[locale], city[locale], living, facts.plot)),
    bedrooms === 0
      ? inEach((say, locale) => say.openLayout(kitchens[locale][kitchen]))
      : inEach((say, locale) => say.layout(bedrooms, bathrooms, kitchens[locale][kitchen])),
  ];
  const { garden, gardenOrientation, terrace, units, yieldPercent } = facts;
  if (garden && gardenOrientation) {
    parts.push(inEach((say, locale) => say.garden(garden, directions[locale][gardenOrientation])));
  } else if (terrace) {
    parts.push(inEach((say) => say.terrace(terrace)));
  }
  if (facts.garage) parts.push(inEach((say) => say.garage));
  if (units && yieldPercent) parts.push(inEach((say) => say.investment(units, yieldPercent)));
  return join(parts);
}

function business(facts: ListingFacts): Texts {
  const { city } = facts;
  const living = facts.living ?? 0;
  switch (facts.webId) {
    case 4: {
      const frontage = facts.facadeWidth;
      return join([
        inEach((say, locale) => say.plot(facts.plot, city[locale])),
        frontage ? inEach((say) => say.frontage(frontage)) : undefined,
      ]);
    }
    case 6:
      return inEach((say, locale) => say.shop(living, city[locale]));
    case 7:
      return inEach((say) => say.industrial(living));
    case 8:
      return inEach((say) => say.offices(living, facts.parking ?? 2));
    default:
      return inEach((say, locale) => say.garageBox(living, city[locale]));
  }
}

function join(parts: ReadonlyArray<Texts | undefined>): Texts {
  const present = parts.filter((part): part is Texts => part !== undefined);
  return inEach((_, locale) => present.map((part) => part[locale]).join(' '));
}

/** The listing's description in each language: a few real sentences built from its facts. */
export function listingDescription(facts: ListingFacts, r: Random): Texts {
  const body = [1, 2, 3, 5].includes(facts.webId) ? residential(facts, r) : business(facts);
  const { condition } = facts;
  return join([
    body,
    condition ? inEach((_, locale) => conditions[locale][condition]) : undefined,
    facts.spain ? inEach((say) => say.coast) : undefined,
    inEach((say) => (facts.goal === 1 ? say.closingRent : say.closingSale)),
  ]);
}
