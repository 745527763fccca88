// Loads what the dashboard shows of one property: its statistics and its four lists, in parallel,
// again whenever the property changes (an answer for the previous property is dropped).
import { useCallback, useEffect, useState } from 'react';
import { type ListKind, listKinds, type Statistics } from '../../schemas/owner-answers';
import { type ApiRows, fetchRows, fetchStatistics } from './api';

/** The data of one property, or why it is missing. */
export type PropertyData =
  | { readonly state: 'loading' }
  | {
      readonly state: 'ready';
      readonly statistics: Statistics;
      readonly lists: Readonly<Record<ListKind, ApiRows>>;
    }
  | { readonly state: 'failed'; readonly reason: 'network' | 'server' };

/**
 * The data of property `id`. `onSessionEnded` is called when the API answers 401: the session ended
 * on the server (timed out, logged out elsewhere).
 */
export function usePropertyData(
  id: number | undefined,
  locale: string,
  onSessionEnded: () => void,
): { data: PropertyData; reload: () => void } {
  // Kept with the id it belongs to: right after a switch, the previous property's figures must not show.
  const [loaded, setLoaded] = useState<{ id: number; data: PropertyData }>();
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((count) => count + 1), []);

  useEffect(() => {
    // round: a retry loads the same property again.
    void round;
    if (id === undefined) return;
    const controller = new AbortController();
    const { signal } = controller;
    setLoaded(undefined);
    const setData = (data: PropertyData) => setLoaded({ id, data });
    const rows = (kind: ListKind) => fetchRows(id, kind, locale, signal);
    Promise.all([fetchStatistics(id, locale, signal), ...listKinds.map(rows)] as const)
      .then(([statistics, ...lists]) => {
        if (signal.aborted) return;
        if ([statistics, ...lists].some((answer) => !answer.ok && answer.status === 401)) {
          onSessionEnded();
          return;
        }
        const [visits, communications, media, documents] = lists;
        if (!statistics.ok || !visits?.ok || !communications?.ok || !media?.ok || !documents?.ok) {
          setData({ state: 'failed', reason: 'server' });
          return;
        }
        setData({
          state: 'ready',
          statistics: statistics.data,
          lists: {
            visits: visits.data,
            communications: communications.data,
            media: media.data,
            documents: documents.data,
          },
        });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        setData({ state: 'failed', reason: error instanceof TypeError ? 'network' : 'server' });
      });
    return () => controller.abort();
  }, [id, locale, onSessionEnded, round]);

  const data: PropertyData = loaded !== undefined && loaded.id === id ? loaded.data : { state: 'loading' };
  return { data, reload };
}
