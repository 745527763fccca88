// The one storage interface of the forms API, made of its concerns: each folder holds a concern's contract
// and its two implementations side by side (SQLite, the default, and PostgreSQL, selected by
// DATABASE_URL when one machine is not enough). The types of the concerns are exported here too, so
// callers import them from one place.
import type { DemandStore } from './demands/contract';
import type { FormReturnStore } from './form-returns/contract';
import type { HeldStore } from './held/contract';
import type { LimitStore } from './limits/contract';
import type { OutboxStore } from './outbox/contract';
import type { PurgeStore } from './purge/contract';
import type { SubmissionStore } from './submissions/contract';

export type {
  ConfirmedDemand,
  DemandStore,
  TokenAction,
  TokenOutcome,
} from './demands/contract';
export { subscriptionStatus, tokenAction } from './demands/contract';
export type { FormReturnStore } from './form-returns/contract';
export type { HeldConfirmation, HeldState, HeldStore } from './held/contract';
export type { LimitStore, RateLimit, RateLimitOutcome } from './limits/contract';
export type { NewEmail, OutboxStore, QueuedEmail } from './outbox/contract';
export type { ErasureReport, PurgeStore } from './purge/contract';
export type {
  AttemptOutcome,
  HeldDelivery,
  NewBooking,
  NewSubmission,
  NewSubscription,
  NewUnsubscribeRequest,
  SaveOutcome,
  SubmissionAttempt,
  SubmissionExtras,
  SubmissionStore,
} from './submissions/contract';

/** The storage the API needs; every write that belongs together happens in one transaction. */
export type FormStore = SubmissionStore &
  HeldStore &
  FormReturnStore &
  LimitStore &
  OutboxStore &
  DemandStore &
  PurgeStore & {
    /** Closes the connection. */
    close(): void;
  };
