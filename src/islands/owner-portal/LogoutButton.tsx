// The dashboard's logout button, and what went wrong when the API could not log the owner out.
import { useState } from 'react';
import { endSession } from '../../stores/owner-portal';
import { logOut } from './api';
import type { PortalStrings } from './portal-strings';

export function LogoutButton({ strings: s }: { readonly strings: PortalStrings }) {
  const [logoutProblem, setLogoutProblem] = useState('');
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      const result = await logOut();
      // 401: the session had already ended; either way the owner is out.
      if (result.ok || result.status === 401) endSession({ text: s['portal.loggedOut'], tone: 'success' });
      else setLogoutProblem(s['validation.server']);
    } catch {
      setLogoutProblem(s['errors.network']);
    } finally {
      setLeaving(false);
    }
  };

  return (
    <div className="portal-dashboard__out">
      <button className="button portal-button portal-button--quiet" type="button" onClick={onLogout}>
        <svg
          className="portal-icon"
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M8 4H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3m5-3 3-3-3-3m3 3H8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {s['portal.logout']}
      </button>
      {logoutProblem === '' ? null : (
        <p className="portal-field__error" role="alert">
          {logoutProblem}
        </p>
      )}
    </div>
  );
}
