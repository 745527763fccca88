// Builds one SitePage entry per enabled language from a path function, so every page list reads alike.
import type { Alternate } from '../../domain/routes/routes';
import type { Locale } from '../../i18n/locales';
import type { ListedPageKey, PageParams, PageSubject, SitePage } from '../site-pages';

/** Astro's rest parameter for a path: no leading or trailing slash; undefined for the root. */
export function restParam(path: string): string | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? undefined : trimmed;
}

/** What a page may add to its key, path and params: its subject, required for the keys that have one. */
type PageExtra<K extends ListedPageKey> = { readonly noindex?: boolean } & (PageSubject<K> extends undefined
  ? { readonly subject?: undefined }
  : { readonly subject: PageSubject<K> });

/** One page in every language of `alternates`, each knowing the others. */
export function pagesFor<K extends ListedPageKey>(
  key: K,
  alternates: readonly Alternate[],
  params: PageParams<K> | ((locale: Locale) => PageParams<K>),
  ...[extra]: PageSubject<K> extends undefined ? [PageExtra<K>?] : [PageExtra<K>]
): SitePage<K>[] {
  const { noindex, subject } = extra ?? {};
  return alternates.map(
    ({ locale, path }) =>
      // TypeScript cannot see that one key with its own params is a member of the union over K.
      ({
        key,
        locale,
        path: restParam(path),
        alternates,
        params: typeof params === 'function' ? params(locale) : params,
        subject,
        ...(noindex === undefined ? {} : { noindex }),
      }) as SitePage<K>,
  );
}
