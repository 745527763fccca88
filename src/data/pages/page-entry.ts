// Builds one SitePage entry per enabled language from a path function, so every page list reads alike.
import type { Alternate } from '../../domain/routes/routes';
import type { Locale } from '../../i18n/locales';
import type { ListedPageKey, PageParams, SitePage } from '../site-pages';

/** Astro's rest parameter for a path: no leading or trailing slash; undefined for the root. */
export function restParam(path: string): string | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? undefined : trimmed;
}

/** One page in every language of `alternates`, each knowing the others. */
export function pagesFor<K extends ListedPageKey>(
  key: K,
  alternates: readonly Alternate[],
  params: PageParams<K> | ((locale: Locale) => PageParams<K>),
  extra: { readonly noindex?: boolean } = {},
): SitePage<K>[] {
  return alternates.map(
    ({ locale, path }) =>
      // TypeScript cannot see that one key with its own params is a member of the union over K.
      ({
        key,
        locale,
        path: restParam(path),
        alternates,
        params: typeof params === 'function' ? params(locale) : params,
        ...extra,
      }) as SitePage<K>,
  );
}
