// Builds the search islands' props on the server (at build time): options with counts and names, and the
// translated strings. Imported by .astro components only, never by the islands, so i18next stays out
// of the browser.
import { loadExport } from '../../data/load-export';
import { searchIndexUrl } from '../../data/search-index-file';
import { listedListings } from '../../data/site-model';
import { siteLocales } from '../../domain/language/site-locales';
import { propertyTypeName } from '../../domain/listing/property-type-name';
import { type ListingSection, pathFor, sectionResultsPage, sectionsOf } from '../../domain/routes/routes';
import { sectionTitleKeys } from '../../domain/routes/section-titles';
import { sectionFilterOptions, sectionGoal } from '../../domain/search/results';
import { type CityOption, mostListedTown } from '../../domain/search/search';
import { type Locale, localeTags } from '../../i18n/locales';
import { createTranslator, pickPlurals, pickStrings, type Translate } from '../../i18n/translator';
import {
  type FilterIslandProps,
  filterPluralKeys,
  filterStringKeys,
  type GoalOptions,
  type ResultsIslandProps,
  resultsPluralKeys,
  resultsStringKeys,
} from './island-props';

// Each page with the filter (home, every results page) in a language shows the same options: counted
// over every listing once per listed set, language and section, not once per page.
const knownOptions = new WeakMap<readonly unknown[], Map<string, GoalOptions>>();

function goalOptions(locale: Locale, section: ListingSection): GoalOptions {
  const properties = listedListings();
  let known = knownOptions.get(properties);
  if (known === undefined) {
    known = new Map();
    knownOptions.set(properties, known);
  }
  const key = `${locale} ${section}`;
  const found = known.get(key) ?? countedGoalOptions(properties, locale, section);
  known.set(key, found);
  return found;
}

function countedGoalOptions(
  properties: ReturnType<typeof listedListings>,
  locale: Locale,
  section: ListingSection,
): GoalOptions {
  const { site, propertyTypes } = loadExport();
  const { defaultLocale } = siteLocales(site);
  const t = createTranslator(locale);
  const options = sectionFilterOptions(properties, section, locale);
  return {
    cities: options.cities.map((city) => ({ value: city.value, name: city.name, count: city.count })),
    types: options.types.map((type) => ({
      value: type.webId,
      name: propertyTypeName(propertyTypes, type.webId, locale, defaultLocale) ?? t('property.fields.WebID'),
      count: type.count,
    })),
  };
}

/** The filter island's props: on the home page (`section` undefined) or on a section's results page. */
/**
 * The free-text field's example: a reference number and the town with the most listings among the
 * form's choices, so that trying it finds something ("e.g. 1234 or Marbella" on the page abroad).
 */
export function freeTextPlaceholder(
  t: Translate,
  cities: readonly Pick<CityOption, 'name' | 'count'>[],
): string {
  const town = mostListedTown(cities);
  return town === undefined
    ? t('search.freeTextPlaceholderReference')
    : t('search.freeTextPlaceholder', { town });
}

export function filterIslandProps(locale: Locale, section?: ListingSection): FilterIslandProps {
  const options = siteLocales(loadExport().site);
  const goal = section === undefined ? 0 : (sectionGoal(section) ?? 0);
  const anyGoal = section === 'foreign';
  const sale = anyGoal ? goalOptions(locale, 'foreign') : goalOptions(locale, 'sale');
  const rent = anyGoal ? sale : goalOptions(locale, 'rent');
  return {
    mode: section === undefined ? 'home' : 'results',
    goal,
    anyGoal,
    paths: {
      0: anyGoal ? pathFor('foreign', locale, {}, options) : pathFor('forSale', locale, {}, options),
      1: pathFor('forRent', locale, {}, options),
    },
    options: { 0: sale, 1: rent },
    locale,
    strings: {
      ...pickStrings(locale, filterStringKeys),
      'search.freeTextPlaceholder': freeTextPlaceholder(
        createTranslator(locale),
        (goal === 1 ? rent : sale).cities,
      ),
    },
    plurals: pickPlurals(locale, filterPluralKeys),
  };
}

/** The results island's props for a section's results page. */
export function resultsIslandProps(locale: Locale, section: ListingSection): ResultsIslandProps {
  const options = siteLocales(loadExport().site);
  const t = createTranslator(locale);
  return {
    section,
    goal: sectionGoal(section) ?? 0,
    indexUrl: searchIndexUrl(locale, section),
    registerUrl: pathFor('demandRegister', locale, {}, options),
    elsewhere: sectionsOf(listedListings())
      .filter((other) => other !== section)
      .map((other) => ({
        section: other,
        indexUrl: searchIndexUrl(locale, other),
        path: pathFor(sectionResultsPage[other], locale, {}, options),
        title: t(sectionTitleKeys[other]),
      })),
    tag: localeTags[locale],
    strings: pickStrings(locale, resultsStringKeys),
    plurals: pickPlurals(locale, resultsPluralKeys),
  };
}
