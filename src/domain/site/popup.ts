// When the promotional popup opens: after its delay, once per browser session, never over its own form;
// and where its button leads: the page its `link` names, with that page's name as the button.
import type { FormKind } from '../forms/schemas/form-kind';
import type { PageKey } from '../routes/routes';

/** The sessionStorage key set when the visitor closes the popup. */
export const popupDismissedKey = 'popup-dismissed';

/** The URL marker of a link followed from the popup: the visitor already acted on it. */
export const popupClickedMarker = 'modal-clicked';

/** The popup settings these rules read (site.Popup). */
export interface PopupSettings {
  readonly Enabled: boolean;
  readonly DelaySeconds: number;
  readonly FormAction?: string | undefined;
}

/**
 * Whether the visitor is already where the popup would send them: the URL holds "modal-clicked" or
 * the popup form's action (its thank-you page, its form endpoint). Such a URL also closes an open popup.
 */
export function popupAlreadyAnswered(url: string, formAction: string | undefined): boolean {
  return (
    url.includes(popupClickedMarker) ||
    (formAction !== undefined && formAction !== '' && url.includes(formAction))
  );
}

/**
 * The delay in milliseconds after which the popup opens on this page, or undefined when it must not:
 * switched off, a delay of 0 (the export's way to keep it shut), dismissed in this session, or answered.
 */
export function popupDelay(
  settings: PopupSettings | undefined,
  state: { readonly dismissed: boolean; readonly url: string },
): number | undefined {
  if (settings === undefined || !settings.Enabled || !(settings.DelaySeconds > 0)) return undefined;
  if (state.dismissed || popupAlreadyAnswered(state.url, settings.FormAction)) return undefined;
  return settings.DelaySeconds * 1000;
}

/** The page that holds each form a popup's `link` may name; the form is that page's reason to be. */
export const popupLinkPages = {
  'site-contact': 'contact',
  'contact-demand': 'contactDemand',
  'demand-register': 'demandRegister',
  cv: 'team',
} as const satisfies Partial<Record<FormKind, PageKey>>;

/** A form kind of the popup's `link` that has a page of its own. */
export type PopupLinkPage = keyof typeof popupLinkPages;

/**
 * Where the popup's button leads: the page of the form its `link` names (its button then reads that
 * page's name), or the newsletter form every page carries in its footer. Undefined (no button) for a
 * form that belongs to a listing or project (a visit, an offer): no single page holds it.
 */
export type PopupTarget =
  | { readonly kind: 'page'; readonly page: (typeof popupLinkPages)[PopupLinkPage] }
  | { readonly kind: 'footerForm'; readonly form: 'sign-newsletter' };

/** The target of the popup's `link` (see PopupTarget), or undefined when it names none. */
export function popupTarget(link: string | undefined): PopupTarget | undefined {
  if (link === 'sign-newsletter') return { kind: 'footerForm', form: link };
  if (link !== undefined && Object.hasOwn(popupLinkPages, link))
    return { kind: 'page', page: popupLinkPages[link as PopupLinkPage] };
  return undefined;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether the popup may be put on the page at `currentPath`: not on the page its button leads to
 * (`targetPath`), where it would only cover the form it advertises.
 */
export function popupAllowedOn(currentPath: string, targetPath: string | undefined): boolean {
  if (targetPath === undefined) return true;
  const decode = (path: string) => {
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  };
  return (
    withoutTrailingSlash(decode(currentPath)).toLowerCase() !==
    withoutTrailingSlash(decode(targetPath)).toLowerCase()
  );
}

/** The link of the popup's button to a page: the marker tells that page the visitor came from the popup. */
export function popupPageHref(path: string): string {
  return `${path}?${popupClickedMarker}=1`;
}
