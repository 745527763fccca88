// Visitors first: the outbox sends its e-mails in the background of the same process that answers the
// visitors, and each e-mail costs about as much of the event loop as a form post (BENCHMARKS.md,
// "Stores"). While requests keep coming faster than the outbox sends, it sends one batch a tick and
// leaves the rest for the next; when they slow down it drains the whole queue at once.

/**
 * Whether the outbox should stop after a batch and wait for its next tick: more requests came in while
 * the batch was sent than the batch had e-mails. A site with a post a minute drains at once; a burst of
 * posts is answered first, its e-mails at least a batch a tick meanwhile, and the rest right after.
 */
export function outboxYieldsToVisitors(requestsDuringBatch: number, emailsInBatch: number): boolean {
  return requestsDuringBatch > emailsInBatch;
}
