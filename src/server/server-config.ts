// The API's settings from the environment, read in one place with their defaults.
import { join } from 'node:path';

/** The API's settings. */
export interface ServerConfig {
  readonly databasePath: string;
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
  /** A form filled faster than this (ms, from the island's startedAt) is a robot's. */
  readonly minFillMs: number;
  /** The first retry delay of a failed e-mail; it doubles each attempt, up to an hour. */
  readonly mailRetryBaseMs: number;
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
    mailDir: present(env['MAIL_DIR']) ?? join(varDir, 'mail'),
    uploadDir: present(env['UPLOAD_DIR']) ?? join(varDir, 'uploads'),
    smtpUrl: present(env['SMTP_URL']),
    mailFrom: present(env['MAIL_FROM']),
    altchaKey: present(env['ALTCHA_HMAC_KEY']),
    altchaKeyFile: join(varDir, 'altcha-hmac.key'),
    altchaMaxNumber: positive(env['ALTCHA_MAX_NUMBER'], 50_000),
    formRateLimit: positive(env['FORM_RATE_LIMIT'], 20),
    friendRateLimit: positive(env['FRIEND_RATE_LIMIT'], 5),
    minFillMs: positive(env['FORM_MIN_FILL_MS'], 3000),
    mailRetryBaseMs: positive(env['MAIL_RETRY_BASE_MS'], 30_000),
  };
}
