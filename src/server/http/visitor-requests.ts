// How many requests this process has started to answer: the production server (scripts/server/live-release.ts) counts
// each one through fast-routes.mjs, and the outbox worker reads the count to send its e-mails between them
// rather than before them (src/domain/forms/outbox-pacing.ts). One counter per process, shared by every entry
// of the server build.

let started = 0;

/** Counts a request the process starts to answer. */
export function countVisitorRequest(): void {
  started += 1;
}

/** The requests counted so far. */
export function visitorRequestCount(): number {
  return started;
}
