// What a logged-in owner sees: a welcome and the logout button, the property picker, then for the
// picked property its counters, its 30-day chart and its four lists.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef } from 'react';
import { fillTemplate } from '../../i18n/fill-template';
import type { Me } from '../../schemas/owner-me';
import { $selectedProperty, endSession, selectProperty } from '../../stores/owner-portal';
import { LogoutButton } from './LogoutButton';
import { PropertyPanel } from './PropertyPanel';
import { PropertyPicker } from './PropertyPicker';
import type { PortalStrings } from './portal-strings';
import { usePropertyData } from './use-property-data';

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
  const property = me.properties.find((candidate) => candidate.id === selected);
  const sessionEnded = useCallback(
    () => endSession({ text: s['errors.sessionExpired'], tone: 'error' }),
    [s],
  );
  const { data, reload } = usePropertyData(property?.id, locale, sessionEnded);

  useEffect(() => {
    if (justLoggedIn) headingRef.current?.focus();
  }, [justLoggedIn]);

  const name = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;

  return (
    <section className="portal-dashboard" aria-labelledby="portal-dashboard-title">
      <header className="portal-dashboard__header">
        <div>
          <h2 className="portal-dashboard__title" id="portal-dashboard-title" ref={headingRef} tabIndex={-1}>
            {fillTemplate(s['portal.welcome'], { name })}
          </h2>
          <p className="portal-dashboard__who">{fillTemplate(s['portal.loggedInAs'], { email: me.email })}</p>
        </div>
        <LogoutButton strings={s} />
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
          <PropertyPanel property={property} data={data} reload={reload} tag={tag} strings={s} />
        </>
      )}
    </section>
  );
}
