// The owner portal island, the whole of the login page's content: it checks for a session, then shows
// the login form, the forgotten-password form, the set-password form of an e-mail link, or the
// dashboard. Its strings come translated from the page; the API answers in the page's language.
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { $portalView, checkSessionWith, type SessionCheck } from '../../stores/owner-portal';
import { fetchMe, UnexpectedAnswerError } from './api';
import { Dashboard } from './Dashboard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import type { PortalProps, PortalStrings } from './portal-strings';
import { SetPasswordForm } from './SetPasswordForm';
import './owner-portal.css';

/** Asks the API who is logged in, in the page's language; a failure says whose fault it is. */
function sessionCheck(locale: string, s: PortalStrings) {
  return async (signal: AbortSignal): Promise<SessionCheck> => {
    try {
      const answer = await fetchMe(locale, signal);
      if (answer.ok) return { me: answer.data };
      if (answer.status === 401) return { nobody: true };
      return { problem: s['validation.server'] };
    } catch (error) {
      if (signal.aborted) throw error;
      return {
        problem: error instanceof UnexpectedAnswerError ? s['validation.server'] : s['errors.network'],
      };
    }
  };
}

const features = [
  ['portal.stats.countersTitle', 'M3 17V9m5 8V4m5 13v-6m5 6V7'],
  ['portal.tabs.visits', 'M4 6h12v10H4zM4 9h12M8 3v4m4-4v4'],
  ['portal.tabs.communications', 'M3 5h14v10H3zm0 0 7 6 7-6'],
  ['portal.tabs.documents', 'M6 2h6l4 4v12H6zM12 2v4h4M8 11h6m-6 3h6'],
] as const;

export default function OwnerPortal({
  locale,
  tag,
  strings: s,
  children,
}: PortalProps & { children?: ReactNode }) {
  const view = useStore($portalView);
  // Until the island runs, its children (the page's no-JavaScript notice) hold the form's place.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    // The store follows e-mail links and checks the session (src/stores/owner-portal.ts).
    checkSessionWith(sessionCheck(locale, s));
  }, [locale, s]);

  if (view.name === 'dashboard')
    return <Dashboard me={view.me} justLoggedIn={view.justLoggedIn} locale={locale} tag={tag} strings={s} />;

  let panel: ReactNode;
  switch (view.name) {
    case 'checking':
      panel = hydrated ? (
        <div className="portal-card portal-card--checking" role="status">
          <span className="portal-spinner" aria-hidden="true" />
          {s['portal.loading']}
        </div>
      ) : (
        children
      );
      break;
    case 'login':
      panel = (
        <LoginForm
          key={view.notice?.text ?? 'login'}
          locale={locale}
          strings={s}
          notice={view.notice}
          focusOnMount={view.focus}
          email={view.email}
        />
      );
      break;
    case 'forgot':
      panel = <ForgotPasswordForm locale={locale} strings={s} />;
      break;
    case 'set-password':
      panel = (
        <SetPasswordForm key={view.token} locale={locale} strings={s} mode={view.mode} token={view.token} />
      );
      break;
  }

  return (
    <div className="portal-auth">
      <div className="portal-auth__intro">
        <p className="portal-auth__lead">{s['pages.login.intro']}</p>
        <ul className="portal-features">
          {features.map(([key, path]) => (
            <li key={key}>
              <svg
                className="portal-features__icon"
                viewBox="0 0 20 20"
                width="20"
                height="20"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d={path}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {s[key]}
            </li>
          ))}
        </ul>
      </div>
      <div className="portal-auth__panel">
        {panel}
        {view.name === 'login' ? <p className="portal-auth__note">{s['pages.login.noAccount']}</p> : null}
      </div>
    </div>
  );
}
