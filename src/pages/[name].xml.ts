// sitemap.xml, and on a site too large for one file its parts sitemap-1.xml, … (src/data/address-tables.ts):
// every indexable page of every enabled language, with its hreflang alternates. Static paths so that each
// file carries a cache key: made from the site's addresses alone, none is rendered again by a publish that
// changes no address.
import type { APIRoute, GetStaticPaths } from 'astro';
import { addressFile, addressFiles } from '../data/address-tables';
import { addressTablesKey } from '../data/page-cache-keys';
import { loadSiteModel } from '../data/site-model';

export const prerender = true;

type Props = { readonly file: string };

export const getStaticPaths = (() => {
  const model = loadSiteModel();
  const cacheKey = addressTablesKey(model, new Date());
  return [...addressFiles(model).keys()]
    .filter((file) => file.endsWith('.xml'))
    .map((file) => ({
      params: { name: file.slice(0, -'.xml'.length) },
      props: { file } satisfies Props,
      cacheKey,
    }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = ({ props }) =>
  new Response(addressFile(loadSiteModel(), props.file), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
