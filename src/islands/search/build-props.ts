// Builds the search islands' props on the server (at build time): options with counts and names, and the
// translated strings. Imported by .astro components only, never by the islands, so i18next stays out
// of the browser. What the site lists comes from the page context, as the page route read it.
import { propertyTypeName } from '../../domain/listing/property-type-name';
import { type ListingSection, pathFor, sectionResultsPage, sectionsOf } from '../../domain/routes/routes';
import { sectionTitleKeys } from '../../domain/routes/section-titles';
import { sectionEntries, sectionFilterOptions, sectionGoal } from '../../domain/search/results';
import { type CityOption, mostListedTown } from '../../domain/search/search';
import { localeTags } from '../../i18n/locales';
import { createTranslator, pickPlurals, pickStrings, type Translate } from '../../i18n/translator';
import type { PageContext } from '../../page/page-context';
import type { Property } from '../../schemas/property';
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

function goalOptions(context: PageContext, section: ListingSection): GoalOptions {
  const properties = context.published.listed;
  const { locale } = context;
  let known = knownOptions.get(properties);
  if (known === undefined) {
    known = new Map();
    knownOptions.set(properties, known);
  }
  const key = `${locale} ${section}`;
  const found = known.get(key) ?? countedGoalOptions(properties, context, section);
  known.set(key, found);
  return found;
}

function countedGoalOptions(
  properties: readonly Property[],
  { locale, defaultLocale, model }: PageContext,
  section: ListingSection,
): GoalOptions {
  const { propertyTypes } = model;
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

export function filterIslandProps(context: PageContext, section?: ListingSection): FilterIslandProps {
  const { locale, options } = context;
  const goal = section === undefined ? 0 : (sectionGoal(section) ?? 0);
  const anyGoal = section === 'foreign';
  const sale = anyGoal ? goalOptions(context, 'foreign') : goalOptions(context, 'sale');
  const rent = anyGoal ? sale : goalOptions(context, 'rent');
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
export function resultsIslandProps(context: PageContext, section: ListingSection): ResultsIslandProps {
  const { locale, options } = context;
  const t = createTranslator(locale);
  return {
    section,
    goal: sectionGoal(section) ?? 0,
    locale,
    count: sectionEntries(context.published.listed, section).length,
    registerUrl: pathFor('demandRegister', locale, {}, options),
    elsewhere: sectionsOf(context.published.listed)
      .filter((other) => other !== section)
      .map((other) => ({
        section: other,
        path: pathFor(sectionResultsPage[other], locale, {}, options),
        title: t(sectionTitleKeys[other]),
      })),
    tag: localeTags[locale],
    strings: pickStrings(locale, resultsStringKeys),
    plurals: pickPlurals(locale, resultsPluralKeys),
  };
}
