// The API's settings from the environment, read in one place with their defaults.
import { join } from 'node:path';
import { minimumFillMs } from '../domain/forms/fill-time';
import { type CrmWebhookConfig, crmWebhookConfig } from './crm/crm-config';

/** The API's settings. */
export interface ServerConfig {
  readonly databasePath: string;
  /** DATABASE_URL: a postgres:// URL selects PostgreSQL instead of the SQLite file. */
  readonly databaseUrl: string | undefined;
  /** Connections each store of a process keeps to PostgreSQL (PG_POOL_SIZE). */
  readonly databasePoolSize: number;
  readonly mailDir: string;
  readonly uploadDir: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string | undefined;
  readonly altchaKey: string | undefined;
  readonly altchaKeyFile: string;
  /** The highest counter of a challenge: its expected work (tests lower it). */
  readonly altchaMaxNumber: number;
  /** Form submissions one address may make per 10 minutes. */
  readonly formRateLimit: number;
  /** send-to-friend messages one address may send per hour. */
  readonly friendRateLimit: number;
  /** send-to-friend messages one recipient may receive per day, whoever sends them. */
  readonly friendRecipientLimit: number;
  /** A form filled faster than this (ms, from the island's startedAt) is a robot's. */
  readonly minFillMs: number;
  /** How long a process holds an e-mail it is sending before another process may send it (ms). */
  readonly mailLeaseMs: number;
  /** The first retry delay of a failed e-mail; it doubles each attempt, up to an hour. */
  readonly mailRetryBaseMs: number;
  /**
   * Whether this process runs the background work: the outbox worker and forgetting past view days
   * (API_BACKGROUND_WORK=0 turns it off). With API_PROCESSES=N one worker runs it, the others only
   * answer requests (scripts/server/api-processes.ts).
   */
  readonly backgroundWork: boolean;
  /** The public site URL that e-mailed links start with (SITE_URL), else the export's SiteUrl (public-site-url.ts). */
  readonly siteUrl: string | undefined;
  /** Whether X-Forwarded-Proto and X-Forwarded-For come from our own proxy and may be believed. */
  readonly trustProxy: boolean;
  /** An owner session ends after this many minutes without a request. */
  readonly ownerIdleMinutes: number;
  /** An owner session ends this many hours after login in any case. */
  readonly ownerAbsoluteHours: number;
  /** Failed logins one address may make on one account per 15 minutes. */
  readonly ownerLoginLimit: number;
  /** Failed logins one address may make on all accounts together per 15 minutes. */
  readonly ownerAddressLoginLimit: number;
  /** A file holding a clock offset in ms, for tests of expiry; read only when NODE_ENV is test. */
  readonly testClockFile: string | undefined;
  /** Confirmation requests (posts without the proof of work) one e-mail address may receive per day. */
  readonly confirmRecipientLimit: number;
  /** Posts without the proof of work one client address may make per day. */
  readonly confirmAddressLimit: number;
  /** OPS_TOKEN: the operator's bearer token for monitoring routes (operator-access.ts); none: they answer 404. */
  readonly opsToken: string | undefined;
  /** CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET: every delivered lead is posted there too; none: e-mail only. */
  readonly crmWebhook: CrmWebhookConfig | undefined;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0
    ? parsed
    : fallback;
}

function present(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** The settings of an environment (process.env by default). */
export function serverConfig(env: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  const varDir = present(env['VAR_DIR']) ?? 'var';
  return {
    databasePath: present(env['DATABASE_PATH']) ?? join(varDir, 'site.db'),
    databaseUrl: present(env['DATABASE_URL']),
    databasePoolSize: positive(env['PG_POOL_SIZE'], 10) || 10,
    mailDir: present(env['MAIL_DIR']) ?? join(varDir, 'mail'),
    uploadDir: present(env['UPLOAD_DIR']) ?? join(varDir, 'uploads'),
    smtpUrl: present(env['SMTP_URL']),
    mailFrom: present(env['MAIL_FROM']),
    altchaKey: present(env['ALTCHA_HMAC_KEY']),
    altchaKeyFile: join(varDir, 'altcha-hmac.key'),
    altchaMaxNumber: positive(env['ALTCHA_MAX_NUMBER'], 50_000),
    formRateLimit: positive(env['FORM_RATE_LIMIT'], 20),
    friendRateLimit: positive(env['FRIEND_RATE_LIMIT'], 5),
    friendRecipientLimit: positive(env['FRIEND_RECIPIENT_LIMIT'], 3),
    minFillMs: positive(env['FORM_MIN_FILL_MS'], minimumFillMs),
    mailRetryBaseMs: positive(env['MAIL_RETRY_BASE_MS'], 30_000),
    mailLeaseMs: positive(env['MAIL_LEASE_MS'], 2 * 60 * 1000),
    backgroundWork: env['API_BACKGROUND_WORK'] !== '0',
    siteUrl: present(env['SITE_URL']),
    trustProxy: env['TRUST_PROXY'] === '1',
    ownerIdleMinutes: positive(env['OWNER_IDLE_MINUTES'], 30),
    ownerAbsoluteHours: positive(env['OWNER_ABSOLUTE_HOURS'], 12),
    ownerLoginLimit: positive(env['OWNER_LOGIN_LIMIT'], 5),
    ownerAddressLoginLimit: positive(env['OWNER_ADDRESS_LOGIN_LIMIT'], 50),
    // Production's clock cannot be moved from outside: the setting exists only in the test environment.
    testClockFile: env['NODE_ENV'] === 'test' ? present(env['TEST_CLOCK_FILE']) : undefined,
    confirmRecipientLimit: positive(env['CONFIRM_RECIPIENT_LIMIT'], 3),
    confirmAddressLimit: positive(env['CONFIRM_ADDRESS_LIMIT'], 10),
    opsToken: present(env['OPS_TOKEN'])?.trim(),
    crmWebhook: crmWebhookConfig(env),
  };
}
