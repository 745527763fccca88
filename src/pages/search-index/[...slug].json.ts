// The listing index each results page's islands fetch: /search-index/<locale>/<section>.json, prerendered
// for every enabled language and section.
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadExport } from '../../data/load-export';
import { searchIndexFor, searchIndexUrl } from '../../data/search-index-file';
import { listedListings, previousPriceOf } from '../../data/site-model';
import { siteLocales } from '../../domain/language/site-locales';
import type { ListingSection } from '../../domain/routes/routes';
import { serializeSearchIndex } from '../../domain/search/search-index';
import type { Locale } from '../../i18n/locales';

export const prerender = true;

const sections = ['sale', 'rent', 'foreign'] as const satisfies readonly ListingSection[];

export const getStaticPaths = (() =>
  siteLocales(loadExport().site).enabledLocales.flatMap((locale) =>
    sections.map((section) => ({
      params: { slug: searchIndexUrl(locale, section).replace(/^\/search-index\/|\.json$/g, '') },
      props: { locale, section },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ locale: Locale; section: ListingSection }> = ({ props }) =>
  new Response(
    serializeSearchIndex(
      searchIndexFor(
        { ...loadExport(), properties: listedListings() },
        props.locale,
        props.section,
        previousPriceOf,
      ),
    ),
    {
      headers: { 'Content-Type': 'application/json' },
    },
  );
