// Marks the e-mails the outbox has sent, in rounds of its lanes, retried while the database is away.
import type { FormStore } from '../store/form-store';

/** How long a sent e-mail's mark is retried while the database is away, before it is given up. */
const markRetryMs = 60 * 1000;
/** How often that mark is retried: soon after the database is back, before another worker claims. */
const markRetryEveryMs = 100;
/** How long the lanes that have sent wait for the others before their marks are committed anyway. */
const markRoundMs = 20;

/**
 * Marks sent e-mails in rounds: a lane that has sent one waits for its mark before it takes the next, as
 * before, and the marks are committed together once every lane still working has sent one (or after
 * markRoundMs, so a slow send does not hold the others). No more e-mails are ever sent and unmarked than
 * there are lanes, so a crash can send no more of them twice; but one commit marks a round of lanes
 * instead of the two or three lanes that happened to finish in the same turn (BENCHMARKS.md, "Stores").
 * While the database is away the round is retried, for an e-mail marked before its lease runs out is
 * never sent again by another worker.
 */
export function markingRounds(store: FormStore, lanes: number, now: () => number) {
  let working = lanes;
  let round: { id: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const commit = () => {
    clearTimeout(timer);
    timer = undefined;
    const marks = round;
    round = [];
    if (marks.length === 0) return;
    const givenUp = Date.now() + markRetryMs;
    const attempt = (): Promise<void> =>
      store
        .markEmailsSent(
          marks.map((mark) => mark.id),
          now(),
        )
        .catch(async (error: unknown) => {
          if (Date.now() > givenUp) throw error;
          await new Promise((resolve) => setTimeout(resolve, markRetryEveryMs));
          return attempt();
        });
    attempt().then(
      () => {
        for (const mark of marks) mark.resolve();
      },
      (error: unknown) => {
        for (const mark of marks) mark.reject(error);
      },
    );
  };
  return {
    /** Resolves once `id` is marked sent (rejects if the database stayed away). */
    mark: (id: number) =>
      new Promise<void>((resolve, reject) => {
        round.push({ id, resolve, reject });
        if (round.length >= working) commit();
        else timer ??= setTimeout(commit, markRoundMs);
      }),
    /** A lane has no more to send: the round no longer waits for it. */
    laneDone: () => {
      working -= 1;
      if (round.length > 0 && round.length >= working) commit();
    },
  };
}
