// When the outbox tries a failed e-mail again: a doubling backoff from the configured base, at most an
// hour, and at most two minutes while the SMTP server cannot be reached.

/** The longest wait between two attempts at one e-mail. */
const maxBackoffMs = 60 * 60 * 1000;

/** The wait before the next attempt after `attempts` failures: doubling from `baseMs`, at most an hour. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(maxBackoffMs, baseMs * 2 ** Math.min(attempts, 20));
}

/**
 * The longest wait after an attempt that could not reach the SMTP server. Such a failure says nothing
 * about the message, only that the server is away for now: after a 16-minute outage the doubling backoff
 * had put the next attempt 32 minutes out, and 932 leads waited 16 minutes after the server was back.
 * Two minutes bounds that wait, while an outage costs each waiting e-mail one connection attempt every
 * two minutes (a refused connection costs next to nothing). Once any send succeeds, the e-mails waiting
 * for the connection are due at once (FormStore.retryConnectionWaits), so this bound matters only until
 * the first of them is tried.
 */
export const connectionRetryCapMs = 2 * 60 * 1000;

// Nodemailer's codes for a connection that failed (ECONNECTION, ETIMEDOUT for a connection or greeting
// timeout, ESOCKET, EDNS) and the system's own, for a transport that reports them unwrapped.
const connectionCodes = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Whether a send failed because the SMTP server could not be reached or dropped the connection, rather
 * than because it refused the message: no reply code and a connection error's code, or the reply 421
 * (the server closing the channel: going away, not judging the message). A message refused with a reply
 * (5xx, or another 4xx) keeps the doubling backoff.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return responseCode === 421;
  return typeof code === 'string' && connectionCodes.has(code);
}

/** The wait before the next attempt after `attempts` failures, the last of them `error`. */
export function retryDelayAfter(error: unknown, attempts: number, baseMs: number): number {
  const delay = retryDelay(attempts, baseMs);
  return isConnectionFailure(error) ? Math.min(delay, connectionRetryCapMs) : delay;
}
