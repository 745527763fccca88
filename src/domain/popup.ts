// When the promotional popup opens: after its delay, once per browser session, never over its own form.

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
