import type { APIRoute } from 'astro';
import { linkOutcomePage } from '../../../domain/feedback-pages';
import { requestLocale } from '../../../domain/request-locale';
import { pathFor } from '../../../domain/routes';
import { isLocale } from '../../../i18n/locales';
import { siteLocales } from '../../../i18n/site-locales';
import { getOnly } from '../../../server/post-only';

// Confirmation and unsubscribe links of the e-mails are followed on the server.
export const prerender = false;

/**
 * Follows a double opt-in link (confirm a newsletter or a demand) or an unsubscribe link, then sends
 * the visitor to the page that says what happened, in the language of the request the link came from.
 * A spent, expired or unknown link leads to a page saying so, in the visitor's language (remembered, or
 * their browser's), rather than to an error.
 */
export const GET: APIRoute = async ({ url, request, locals }) => {
  const token = url.searchParams.get('token') ?? '';
  const { formStore: store, clock } = locals.services;
  const model = locals.services.liveExport();
  const options = siteLocales(model.site);
  const outcome = /^[\w-]{16,64}$/.test(token) ? await store.redeemToken(token, clock()) : undefined;
  const locale =
    outcome !== undefined && isLocale(outcome.locale) && options.enabledLocales.includes(outcome.locale)
      ? outcome.locale
      : requestLocale(
          { cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') },
          options,
        );
  return new Response(null, {
    status: 303,
    headers: {
      Location: pathFor('formThanks', locale, { name: linkOutcomePage(outcome) }, options),
      'Cache-Control': 'no-store',
    },
  });
};

/** Nothing but GET (and HEAD) reads here. */
export const ALL: APIRoute = getOnly;
