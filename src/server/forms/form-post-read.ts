// The first step of a form post: the origin checked and the body read, or the answer to a post that has
// none we can read (another site's, too large, broken), in the language of the page it came from.
import type { ExportModel } from '../../data/export-model';
import { siteLocales } from '../../domain/language/site-locales';
import { isLocale, type Locale } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import { BodyError, type FormHttpRequest, readFormRequest } from '../http/read-form-request';
import { isSameOrigin } from '../http/request-origin';
import type { Answers } from './form-post-replies';
import type { FormOutcome } from './form-post-types';
import { safeReturnPath } from './form-returns';

/** The path of a same-origin Referer, when it is a page a form may be sent back to. */
export function refererPath(request: FormHttpRequest): string | undefined {
  const referer = request.headers.get('referer');
  if (referer === null) return undefined;
  try {
    const url = new URL(referer);
    return url.host === (request.headers.get('host') ?? new URL(request.url).host)
      ? safeReturnPath(url.pathname)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The language of a page path: its first segment when that is an enabled language, else the default. */
function pathLocale(path: string, model: ExportModel, fallback: Locale): Locale {
  const first = path.split('/')[1] ?? '';
  const { enabledLocales } = siteLocales(model.site);
  return isLocale(first) && (enabledLocales as readonly string[]).includes(first) ? first : fallback;
}

/** The body of a post, or the answer to a post that has none we can read (another site, too large, broken). */
export async function readPost(
  request: FormHttpRequest,
  answers: Answers,
  model: ExportModel,
  defaultLocale: Locale,
): Promise<
  { readonly parsed: Awaited<ReturnType<typeof readFormRequest>> } | { readonly outcome: FormOutcome }
> {
  const bodyless = async (
    status: number,
    key: 'crossOrigin' | 'bodyTooLarge' | 'bodyUnreadable',
    path?: string,
  ): Promise<{ readonly outcome: FormOutcome }> => {
    const locale = path === undefined ? defaultLocale : pathLocale(path, model, defaultLocale);
    const text = createTranslator(locale)(`validation.${key}`);
    return {
      outcome: answers.wantsJson
        ? answers.json(status, { errors: { _form: [text] } })
        : await answers.sendBack(path ?? answers.home(locale), locale, { _form: [text] }, {}),
    };
  };
  // Another site's page has no form of ours to go back to: its visitor lands on the home page.
  if (!isSameOrigin(request)) return bodyless(403, 'crossOrigin');
  try {
    return { parsed: await readFormRequest(request) };
  } catch (error) {
    if (error instanceof BodyError) {
      const key = error.status === 413 ? 'bodyTooLarge' : 'bodyUnreadable';
      return bodyless(error.status, key, refererPath(request));
    }
    throw error;
  }
}
