// GET and POST /api/owner/report-opt-out?owner=<id>&locale=<lang>&sig=<signature>: the weekly report's
// opt-out. A GET (the reader's click, or a mail scanner opening every link first) only shows a page with
// one button; its POST, or a mail client's one-click POST (RFC 8058: List-Unsubscribe=One-Click, sent by
// the mail provider without cookies or an Origin of ours), stores the opt-out. The signature is what
// proves the link is the owner's; a forged or damaged one changes nothing and says so.
import { escapeHtml } from '../../../domain/values/escape-html.mjs';
import type { Locale } from '../../../i18n/locales';
import { createTranslator } from '../../../i18n/translator';
import { noStore, pickLocale, queryLocale } from '../http';
import type { OwnerApi } from '../owner-api';
import { signedOwner } from './opt-out-link';

function page(status: number, locale: Locale, body: string): Response {
  const t = createTranslator(locale);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('portal.reportOptOut.title'))}</title></head>
<body><main><h1>${escapeHtml(t('portal.reportOptOut.title'))}</h1>
${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Referrer-Policy': 'no-referrer', ...noStore },
  });
}

const sentence = (locale: Locale, key: 'ask' | 'done' | 'invalid') =>
  `<p>${escapeHtml(createTranslator(locale)(`portal.reportOptOut.${key}`))}</p>`;

/** The page of the link: its one button, or why the link does nothing. */
export function reportOptOutPage(request: Request, owners: OwnerApi): Response {
  const url = new URL(request.url);
  const locale = pickLocale(owners.model, queryLocale(request));
  if (signedOwner(owners.config, url.searchParams) === undefined) {
    return page(400, locale, sentence(locale, 'invalid'));
  }
  const button = escapeHtml(createTranslator(locale)('portal.reportOptOut.button'));
  const action = escapeHtml(`${url.pathname}${url.search}`);
  return page(
    200,
    locale,
    `${sentence(locale, 'ask')}<form method="post" action="${action}"><button type="submit">${button}</button></form>`,
  );
}

/** The button's POST, or a mail client's one-click POST: stores the opt-out when the link is signed. */
export async function reportOptOut(request: Request, owners: OwnerApi): Promise<Response> {
  const url = new URL(request.url);
  const locale = pickLocale(owners.model, queryLocale(request));
  const ownerId = signedOwner(owners.config, url.searchParams);
  if (ownerId === undefined) return page(400, locale, sentence(locale, 'invalid'));
  await owners.store.optOutOfReports(ownerId, owners.now());
  return page(200, locale, sentence(locale, 'done'));
}
