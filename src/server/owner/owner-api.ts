// What the owner portal's API works with (its handlers are in src/server/owner/: auth.ts, properties.ts,
// view-counting.ts), and the knowledge they share: token hashing, the common-password list, the form
// kinds shown to owners. The services (services.ts) give each request its OwnerApi.
import { createHash } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { ExportModel } from '../../data/export-model';
import type { Clock } from '../server-clock';
import type { ServerConfig } from '../server-config';
import type { OwnerStore } from '../store/owner-store';
import type { PasswordWorkQueue } from './password-work-queue';

/** What the owner API works with; tests build one with an in-memory store and their own clock. */
export interface OwnerApi {
  readonly config: ServerConfig;
  readonly store: OwnerStore;
  readonly model: ExportModel;
  readonly now: Clock;
  /** Lower-case passwords refused as too common. */
  readonly commonPasswords: ReadonlySet<string>;
  /** The export's media folder, where owners' documents are read from. */
  readonly mediaDir: string;
  /** The public site URL that e-mailed links start with. */
  readonly siteUrl: string;
  /** Where every password hash and check waits its turn, so that they never starve the server. */
  readonly passwordWork: PasswordWorkQueue;
}

/** The lower-case common-password list of @zxcvbn-ts/language-common. */
export function commonPasswordList(): ReadonlySet<string> {
  return new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
}

/** SHA-256 (hex) of a token: only this is stored, so a database leak gives no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
