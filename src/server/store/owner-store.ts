// The one storage interface of the owner portal and the view counter, made of its concerns (accounts and
// sessions, the weekly report, the demand register's wants, the login throttle, views and enquiries),
// each a folder with its contract and its SQLite and PostgreSQL implementations. Every method takes the time it works at, so tests control the clock. The
// types of the concerns are exported here too, so callers import them from one place.
import type { AccountStore } from './accounts/contract';
import type { WeeklyReportStore } from './accounts/weekly-reports';
import type { BuyerStore } from './demands/contract';
import type { LoginStore } from './logins/contract';
import type { ViewStore } from './views/contract';

export type {
  AccountStore,
  NewPasswordToken,
  PasswordTokenPurpose,
  SessionLimits,
} from './accounts/contract';
export { passwordLinkMs } from './accounts/contract';
export type { WeeklyReportStore } from './accounts/weekly-reports';
export type { BuyerStore } from './demands/contract';
export type { FailureWindow, LoginStore, ThrottleKey } from './logins/contract';
export { keyRefuses, knownAddressMs, throttleRetentionMs } from './logins/contract';
export type { PropertyEnquiry, ViewLimits, ViewStore, ViewVisitor } from './views/contract';

/** The storage the owner portal and the view counter need. */
export type OwnerStore = AccountStore &
  WeeklyReportStore &
  BuyerStore &
  LoginStore &
  ViewStore & {
    /** Closes the connection. */
    close(): void;
  };
