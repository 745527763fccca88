// The Open Graph and Twitter card tags of a page, so a shared link shows a title, a text and a photo.
import { absoluteUrl } from './listing-structured-data';

/** One <meta> tag: Open Graph tags use `property`, Twitter tags use `name`. */
export type MetaTag =
  | { readonly property: string; readonly content: string }
  | { readonly name: string; readonly content: string };

/** What a page knows about itself for sharing. */
export interface SharedPage {
  readonly title: string;
  readonly description: string;
  /** The page's absolute URL (its canonical); none for a page kept out of search engines. */
  readonly url?: string | undefined;
  readonly siteUrl: string;
  readonly siteName: string;
  /** BCP 47 tag of the page's language ("fr-BE"), and of its other language versions. */
  readonly language: string;
  readonly alternateLanguages: readonly string[];
  /** "website" for most pages; "article" for articles. */
  readonly type?: string | undefined;
  readonly image?:
    | { readonly Url: string; readonly Width?: number; readonly Height?: number; readonly alt?: string }
    | undefined;
}

/** Open Graph wants "fr_BE" where HTML says "fr-BE". */
export function openGraphLocale(tag: string): string {
  return tag.replace('-', '_');
}

/**
 * The og: and twitter: tags of a page: title, description, canonical URL, type, site name, locale and
 * the other languages' locales, and the image as an absolute URL with its size and alt text (a large
 * summary card when there is an image, a plain summary otherwise).
 */
export function socialMeta(page: SharedPage): MetaTag[] {
  const tags: MetaTag[] = [
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    ...(page.url === undefined ? [] : [{ property: 'og:url', content: page.url }]),
    { property: 'og:locale', content: openGraphLocale(page.language) },
    ...page.alternateLanguages
      .filter((language) => language !== page.language)
      .map((language) => ({ property: 'og:locale:alternate', content: openGraphLocale(language) })),
  ];
  const { image } = page;
  if (image !== undefined) {
    const url = absoluteUrl(page.siteUrl, image.Url);
    tags.push({ property: 'og:image', content: url });
    if (url.startsWith('https:')) tags.push({ property: 'og:image:secure_url', content: url });
    if (image.Width !== undefined && image.Width > 0)
      tags.push({ property: 'og:image:width', content: String(image.Width) });
    if (image.Height !== undefined && image.Height > 0)
      tags.push({ property: 'og:image:height', content: String(image.Height) });
    if (image.alt !== undefined && image.alt !== '')
      tags.push({ property: 'og:image:alt', content: image.alt });
  }
  tags.push(
    { name: 'twitter:card', content: image === undefined ? 'summary' : 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
  );
  if (image !== undefined) {
    tags.push({ name: 'twitter:image', content: absoluteUrl(page.siteUrl, image.Url) });
    if (image.alt !== undefined && image.alt !== '')
      tags.push({ name: 'twitter:image:alt', content: image.alt });
  }
  return tags;
}
