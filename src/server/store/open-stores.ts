// Which store the API and the staff commands use: PostgreSQL when DATABASE_URL names one (several API
// processes, several machines), else the embedded SQLite file (one machine, nothing to install).

import type { ServerConfig } from '../server-config';
import type { FormStore } from './form-store';
import type { OwnerStore } from './owner-store';
import { openPostgresFormStore } from './postgres-form-store';
import { openPostgresOwnerStore } from './postgres-owner-store';
import { openSqliteFormStore } from './sqlite-form-store';
import { openSqliteOwnerStore } from './sqlite-owner-store';

type StoreSettings = Pick<ServerConfig, 'databasePath' | 'databaseUrl' | 'databasePoolSize'>;

/** Whether a DATABASE_URL names a PostgreSQL database. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/** The form store of the configuration. */
export function openFormStore(config: StoreSettings): FormStore {
  return isPostgresUrl(config.databaseUrl)
    ? openPostgresFormStore(config.databaseUrl, { poolSize: config.databasePoolSize })
    : openSqliteFormStore(config.databasePath);
}

/** The owner store of the configuration. */
export function openOwnerStore(config: StoreSettings): OwnerStore {
  return isPostgresUrl(config.databaseUrl)
    ? openPostgresOwnerStore(config.databaseUrl, { poolSize: config.databasePoolSize })
    : openSqliteOwnerStore(config.databasePath);
}
