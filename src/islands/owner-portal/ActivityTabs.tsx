// The four lists of a property behind tabs (the WAI-ARIA tabs pattern: arrow keys, Home and End move
// between tabs and show the tab reached; Tab goes on into the panel). Each tab says how many rows it has.
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { portalRows } from '../../domain/portal/portal-rows';
import { type ListKind, listKinds } from '../../schemas/owner-answers';
import type { ApiRows } from './api';
import type { PortalStrings } from './portal-strings';
import { RowsTable } from './RowsTable';

interface Props {
  /** Undefined while loading. */
  readonly lists: Readonly<Record<ListKind, ApiRows>> | undefined;
  readonly tag: string;
  readonly strings: PortalStrings;
}

// Each list's words: its tab's name (also its table's caption) and what its empty table says.
const listWords = {
  visits: { tab: 'portal.tabs.visits', empty: 'errors.empty.visits' },
  communications: { tab: 'portal.tabs.communications', empty: 'errors.empty.communications' },
  media: { tab: 'portal.tabs.media', empty: 'errors.empty.media' },
  documents: { tab: 'portal.tabs.documents', empty: 'errors.empty.documents' },
} as const satisfies Record<ListKind, Readonly<Record<'tab' | 'empty', keyof PortalStrings>>>;

export function ActivityTabs({ lists, tag, strings: s }: Props) {
  const [active, setActive] = useState<ListKind>('visits');
  const tabs = useRef(new Map<ListKind, HTMLButtonElement>());
  const id = useId();
  const numbers = new Intl.NumberFormat(tag);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = listKinds.indexOf(active);
    const last = listKinds.length - 1;
    const next =
      // Up and Down too: on a phone the tabs stand one under the other.
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const kind = next === undefined ? undefined : listKinds[next];
    if (kind === undefined) return;
    event.preventDefault();
    setActive(kind);
    tabs.current.get(kind)?.focus();
  };

  return (
    <section className="portal-activity" aria-labelledby={`${id}-title`}>
      <h4 className="portal-section-title" id={`${id}-title`}>
        {s['portal.activity']}
      </h4>
      <div className="portal-tabs" role="tablist" aria-labelledby={`${id}-title`} onKeyDown={move}>
        {listKinds.map((kind) => (
          <button
            key={kind}
            ref={(element) => {
              if (element === null) tabs.current.delete(kind);
              else tabs.current.set(kind, element);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${kind}`}
            aria-controls={`${id}-panel-${kind}`}
            aria-selected={kind === active}
            tabIndex={kind === active ? 0 : -1}
            className="portal-tab"
            onClick={() => setActive(kind)}
          >
            <span>{s[listWords[kind].tab]}</span>
            {lists === undefined ? null : (
              <span className="portal-tab__count">{numbers.format(lists[kind].length)}</span>
            )}
          </button>
        ))}
      </div>
      {listKinds.map((kind) => (
        <div
          key={kind}
          role="tabpanel"
          id={`${id}-panel-${kind}`}
          aria-labelledby={`${id}-tab-${kind}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable, so Tab reaches a list that has no link in it
          tabIndex={0}
          hidden={kind !== active}
          className="portal-panel"
        >
          {lists === undefined ? (
            <p className="portal-loading">{s['portal.loading']}</p>
          ) : (
            <RowsTable
              rows={portalRows(lists[kind], tag)}
              caption={s[listWords[kind].tab]}
              empty={s[listWords[kind].empty]}
              withDocuments={kind === 'documents'}
              strings={s}
            />
          )}
        </div>
      ))}
    </section>
  );
}
