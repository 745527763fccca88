import type { APIRoute } from 'astro';
import { pathFor } from '../../../domain/routes';
import { isLocale } from '../../../i18n/locales';
import { siteLocales } from '../../../i18n/site-locales';
import { formsApi } from '../../../server/forms-api';

// Confirmation and unsubscribe links of the e-mails are followed on the server.
export const prerender = false;

/**
 * Follows a double opt-in link (confirm a newsletter or a demand) or an unsubscribe link, then sends
 * the visitor to the matching thank-you page; an unknown or spent token gets 404.
 */
export const GET: APIRoute = async ({ url }) => {
  const token = url.searchParams.get('token') ?? '';
  const { store, model } = formsApi();
  const outcome = /^[\w-]{16,64}$/.test(token) ? await store.redeemToken(token, Date.now()) : undefined;
  if (outcome === undefined) {
    return new Response(JSON.stringify({ errors: { token: ['This link is not valid (any more).'] } }), {
      status: 404,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const locale = isLocale(outcome.locale) ? outcome.locale : 'en';
  const name =
    outcome.action === 'unsubscribed'
      ? 'unsubscribe'
      : outcome.kind === 'demand'
        ? 'demand-register'
        : 'sign-newsletter';
  return new Response(null, {
    status: 303,
    headers: {
      Location: pathFor('feedback', locale, { name }, siteLocales(model.site)),
      'Cache-Control': 'no-store',
    },
  });
};
