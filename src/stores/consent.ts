// The visitor's cookie choice and the dialog's state, shared by the consent loader (which applies the
// choice to the tags) and the dialog island (which asks for it). Only strictly necessary storage here:
// the choice itself.
import { atom } from 'nanostores';
import { type ConsentChoice, consentFlags, consentStorageKey, readStoredChoice } from '../domain/consent';

/** The stored choice, or undefined while the visitor has not chosen. */
export const $consent = atom<ConsentChoice | undefined>(undefined);

/** Which view of the dialog shows: none, the first question, or the five categories. */
export type ConsentDialogView = 'closed' | 'banner' | 'settings';

/** The dialog's view. */
export const $consentDialog = atom<ConsentDialogView>('closed');

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): then every visit asks again.
    return undefined;
  }
}

/** Reads the stored choice into $consent and returns it. */
export function loadConsent(): ConsentChoice | undefined {
  const choice = readStoredChoice(storage()?.getItem(consentStorageKey) ?? null);
  $consent.set(choice);
  return choice;
}

/** Stores a choice (the consent-mode flags under "consent"), publishes it and closes the dialog. */
export function chooseConsent(choice: ConsentChoice): void {
  storage()?.setItem(consentStorageKey, JSON.stringify(consentFlags(choice)));
  $consent.set(choice);
  $consentDialog.set('closed');
}

/** Forgets the stored choice (the setcookies parameter): the visitor is asked again. */
export function forgetConsent(): void {
  storage()?.removeItem(consentStorageKey);
  $consent.set(undefined);
}

/** Opens the dialog on one of its views. */
export function openConsentDialog(view: Exclude<ConsentDialogView, 'closed'>): void {
  $consentDialog.set(view);
}
