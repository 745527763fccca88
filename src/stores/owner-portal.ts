// The owner portal's state: which view shows (checking the session, a form, the dashboard), the
// message carried from one view to the next, and the property the owner picked. While the portal is
// shown, the store follows e-mail links (the address's fragment) and, once the island has said how,
// checks whether this browser still has a session.
import { atom, effect, onMount } from 'nanostores';
import { readPasswordLink } from '../domain/portal/portal-link';
import type { Me } from '../schemas/owner-me';

/** A message shown at the top of the login form: a notice (logged out, password set) or a problem. */
export interface PortalNotice {
  readonly text: string;
  readonly tone: 'success' | 'error';
}

/** What the portal shows. */
export type PortalView =
  | { readonly name: 'checking' }
  | {
      readonly name: 'login';
      readonly notice?: PortalNotice;
      /** Whether the form takes the focus: it replaced another view, rather than opening the page. */
      readonly focus: boolean;
      /** The account's e-mail, filled in: known once a password was set through an e-mail link. */
      readonly email?: string;
    }
  | { readonly name: 'forgot' }
  | { readonly name: 'set-password'; readonly mode: 'reset' | 'invite'; readonly token: string }
  | { readonly name: 'dashboard'; readonly me: Me; readonly justLoggedIn: boolean };

// A mark, not the session: the session cookie is HttpOnly, so the page cannot see whether it has one.
// Without the mark the page does not ask the API who is logged in, so an anonymous visit stays a static
// page (no request, and no 401 that browsers log as a console error); with it, the API decides.
const sessionMarkKey = 'owner-portal-session';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked: then the page asks the API each time, which is only one request more.
    return undefined;
  }
}

/** Whether this browser may have an owner session: it logged in and has not logged out since. */
export function mayHaveSession(): boolean {
  const store = storage();
  return store === undefined || store.getItem(sessionMarkKey) !== null;
}

/** The view of the portal. */
export const $portalView = atom<PortalView>({ name: 'checking' });

/** The id of the property the dashboard shows. */
export const $selectedProperty = atom<number | undefined>(undefined);

/** Shows the login form, with a notice on top if any; `focus` false when it is what the page opens on. */
export function showLogin(notice?: PortalNotice, focus = true): void {
  $portalView.set(notice === undefined ? { name: 'login', focus } : { name: 'login', notice, focus });
}

/** Shows the login form of the account whose password was just set, its e-mail filled in. */
export function showLoginAs(email: string, notice: PortalNotice): void {
  $portalView.set({ name: 'login', notice, focus: true, email });
}

/** Shows the forgotten-password form. */
export function showForgot(): void {
  $portalView.set({ name: 'forgot' });
}

/** Shows the form that sets a password with an e-mail link's token. */
export function showSetPassword(mode: 'reset' | 'invite', token: string): void {
  $portalView.set({ name: 'set-password', mode, token });
}

/** Opens the dashboard for the owner, on the property they had picked if it is still theirs. */
export function openDashboard(me: Me, justLoggedIn: boolean): void {
  const picked = $selectedProperty.get();
  if (!me.properties.some((property) => property.id === picked)) $selectedProperty.set(me.properties[0]?.id);
  storage()?.setItem(sessionMarkKey, '1');
  $portalView.set({ name: 'dashboard', me, justLoggedIn });
}

/** Picks the property the dashboard shows. */
export function selectProperty(id: number): void {
  $selectedProperty.set(id);
}

/**
 * The session is over (logged out, ended on the server, or found missing when the page opened): forget
 * the owner, show the login form.
 */
export function endSession(notice?: PortalNotice, focus = true): void {
  $selectedProperty.set(undefined);
  storage()?.removeItem(sessionMarkKey);
  showLogin(notice, focus);
}

/** What the session check found: the owner, nobody, or a problem to show on top of the login form. */
export type SessionCheck = { readonly me: Me } | { readonly nobody: true } | { readonly problem: string };

/** How the page asks the API who is logged in (in its language, with its words for a failure). */
export type CheckSession = (signal: AbortSignal) => Promise<SessionCheck>;

const $checkSession = atom<CheckSession | undefined>(undefined);

/** Hands the store the page's session check; the check runs while the portal is shown. */
export function checkSessionWith(check: CheckSession): void {
  $checkSession.set(check);
}

/** Opens the set-password form if the address carries an e-mail link's token, and removes the token. */
function followPasswordLink(): boolean {
  const link = readPasswordLink(window.location.hash);
  if (link === undefined) return false;
  // The token is a single-use secret: out of the address bar and the history as soon as it is read.
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
  showSetPassword(link.mode, link.token);
  return true;
}

onMount($portalView, () => {
  // An e-mail link clicked while the page is open changes only the fragment.
  const onHashChange = () => void followPasswordLink();
  window.addEventListener('hashchange', onHashChange);
  const stopCheck = effect($checkSession, (check) => {
    if (check === undefined || followPasswordLink()) return;
    if (!mayHaveSession()) {
      showLogin(undefined, false);
      return;
    }
    const controller = new AbortController();
    check(controller.signal)
      .then((found) => {
        if (controller.signal.aborted) return;
        if ('me' in found) openDashboard(found.me, false);
        else if ('nobody' in found) endSession(undefined, false);
        else showLogin({ text: found.problem, tone: 'error' }, false);
      })
      .catch(() => undefined);
    return () => controller.abort();
  });
  return () => {
    window.removeEventListener('hashchange', onHashChange);
    stopCheck();
  };
});
