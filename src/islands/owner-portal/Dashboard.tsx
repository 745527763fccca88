// What a logged-in owner sees: a welcome and the logout button, the property picker, then for the
// picked property its counters, its 30-day chart and its four lists.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fillTemplate } from '../../i18n/fill-template';
import type { Me } from '../../schemas/owner-me';
import { $selectedProperty, endSession, selectProperty } from '../../stores/owner-portal';
import { ActivityTabs } from './ActivityTabs';
import { logOut } from './api';
import { PropertyPicker } from './PropertyPicker';
import type { PortalStrings } from './portal-strings';
import { usePropertyData } from './use-property-data';
import { ViewCounters } from './ViewCounters';
import { ViewsChart } from './ViewsChart';

interface Props {
  readonly me: Me;
  /** The owner just logged in: the focus goes to the dashboard's title. */
  readonly justLoggedIn: boolean;
  readonly locale: string;
  readonly tag: string;
  readonly strings: PortalStrings;
}

export function Dashboard({ me, justLoggedIn, locale, tag, strings: s }: Props) {
  const selected = useStore($selectedProperty);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [logoutProblem, setLogoutProblem] = useState('');
  const [leaving, setLeaving] = useState(false);
  const property = me.properties.find((candidate) => candidate.id === selected);
  const sessionEnded = useCallback(
    () => endSession({ text: s['errors.sessionExpired'], tone: 'error' }),
    [s],
  );
  const { data, reload } = usePropertyData(property?.id, locale, sessionEnded);

  useEffect(() => {
    if (justLoggedIn) headingRef.current?.focus();
  }, [justLoggedIn]);

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

  const name = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;
  const statistics = data.state === 'ready' ? data.statistics : undefined;
  const reference = property?.reference
    ? fillTemplate(s['portal.property.reference'], { reference: property.reference })
    : '';

  return (
    <section className="portal-dashboard" aria-labelledby="portal-dashboard-title">
      <header className="portal-dashboard__header">
        <div>
          <h2 className="portal-dashboard__title" id="portal-dashboard-title" ref={headingRef} tabIndex={-1}>
            {fillTemplate(s['portal.welcome'], { name })}
          </h2>
          <p className="portal-dashboard__who">{fillTemplate(s['portal.loggedInAs'], { email: me.email })}</p>
        </div>
        <div className="portal-dashboard__out">
          <button className="portal-button portal-button--quiet" type="button" onClick={onLogout}>
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
      </header>

      {me.properties.length === 0 || property === undefined ? (
        <p className="portal-empty">{s['portal.noProperties']}</p>
      ) : (
        <>
          {me.properties.length > 1 ? (
            <PropertyPicker
              properties={me.properties}
              selected={selected}
              onSelect={selectProperty}
              strings={s}
            />
          ) : null}
          <section className="portal-property" aria-labelledby="portal-property-title">
            <div className="portal-property__head">
              <div>
                <h3 className="portal-property__title" id="portal-property-title">
                  {property.title ?? reference}
                </h3>
                <p className="portal-property__meta">
                  {[property.city, reference].filter(Boolean).join(' · ')}
                </p>
              </div>
              {property.detailUrl ? (
                <a className="portal-button portal-button--quiet" href={property.detailUrl}>
                  {s['portal.property.viewListing']}
                </a>
              ) : null}
            </div>
            <p className="portal-status" role="status">
              {data.state === 'loading' ? s['portal.loading'] : ''}
            </p>
            {data.state === 'failed' ? (
              <div className="portal-alert portal-alert--error" role="alert">
                <p>{data.reason === 'network' ? s['errors.network'] : s['validation.server']}</p>
                <button className="portal-button portal-button--quiet" type="button" onClick={reload}>
                  {s['portal.retry']}
                </button>
              </div>
            ) : null}
            <div className="portal-stats" aria-busy={data.state === 'loading'}>
              <section className="portal-panel-box" aria-labelledby="portal-counters-title">
                <h4 className="portal-section-title" id="portal-counters-title">
                  {s['portal.stats.countersTitle']}
                </h4>
                <ViewCounters statistics={statistics} tag={tag} strings={s} />
              </section>
              <section className="portal-panel-box" aria-labelledby="portal-chart-title">
                <h4 className="portal-section-title" id="portal-chart-title">
                  {s['portal.stats.chartTitle']}
                </h4>
                {statistics === undefined ? (
                  <div className="portal-chart-placeholder" aria-hidden="true" />
                ) : (
                  <ViewsChart days={statistics.days} tag={tag} strings={s} />
                )}
              </section>
            </div>
            <ActivityTabs lists={data.state === 'ready' ? data.lists : undefined} tag={tag} strings={s} />
          </section>
        </>
      )}
    </section>
  );
}
