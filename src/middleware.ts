// Every on-demand request (the API, the form-error page) runs with the export folder the production
// server handed over in `locals.dataDir`: the live release's, resolved when the request came in
// (scripts/serve.mjs). Prerendered pages and `astro dev` get none and read DATA_DIR's export.
import { defineMiddleware } from 'astro:middleware';
import { withDataDir } from './data/data-dir';

export const onRequest = defineMiddleware((context, next) => withDataDir(context.locals.dataDir, next));
