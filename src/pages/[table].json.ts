// The tables scripts/server/serve.ts reads at start (src/data/address-tables.ts): not-found-routes.json
// and language-versions.json. A route with static paths only so that each carries a cache key: they are
// made from the site's addresses alone, and a publish that changes no address renders neither.
import type { APIRoute, GetStaticPaths } from 'astro';
import { addressFile } from '../data/address-tables';
import { addressTablesKey } from '../data/page-cache-keys';
import { loadSiteModel } from '../data/site-model';

export const prerender = true;

type Props = { readonly file: 'not-found-routes.json' | 'language-versions.json' };

export const getStaticPaths = (() => {
  const cacheKey = addressTablesKey(loadSiteModel(), new Date());
  return (['not-found-routes', 'language-versions'] as const).map((table) => ({
    params: { table },
    props: { file: `${table}.json` } satisfies Props,
    cacheKey,
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = ({ props }) =>
  new Response(addressFile(loadSiteModel(), props.file), {
    headers: { 'Content-Type': 'application/json' },
  });
