// The store contract's harness: each concern's contract.test.ts asks the same behaviours of the SQLite
// store (the default) and of the PostgreSQL one (DATABASE_URL), each on a fresh database, including what
// two processes on one database must get right together (two stores on one database stand for two API
// processes). PostgreSQL runs in a throwaway cluster (tests/postgres-cluster.ts), skipped when absent.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { describeOnPostgres } from '../../../tests/describe-on-postgres';
import type { FormStore } from './form-store';
import type { OwnerStore } from './owner-store';
import { openPostgresFormStore } from './postgres-form-store';
import { openPostgresOwnerStore } from './postgres-owner-store';
import { openSqliteFormStore } from './sqlite-form-store';
import { openSqliteOwnerStore } from './sqlite-owner-store';

export interface Stores {
  readonly forms: FormStore;
  readonly owners: OwnerStore;
}

/** A fresh database: `open` gives one process's stores on it, as many times as asked. */
type FreshDatabase = () => Promise<{ open: () => Stores }>;

/** What a contract's tests get: a fresh database to open several times, or one process's stores on one. */
export interface ContractDatabases {
  readonly database: () => Promise<() => Stores>;
  readonly one: () => Promise<Stores>;
}

export const submission = (id: string, createdAt = 1000) => ({
  id,
  kind: 'contact-appointment',
  locale: 'fr',
  email: 'anna@example.be',
  body: { firstName: 'Anna' },
  createdAt,
});
export const mail = { to: 'leads@example.be', subject: 'Lead', text: 'Hello' };
export const minute = 60 * 1000;
export const t0 = Date.parse('2026-11-21T09:00:00Z');
export const sessionLimits = { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute };
export const viewLimits = { perAddress: 3, burstMs: 30_000 };
export const visitor = (name: string, address = `address-of-${name}`) => ({
  visitorHash: name,
  addressHash: address,
});

/** A contract's tests on one kind of database, each opening its own fresh one. */
function contractOn(fresh: FreshDatabase, define: (databases: ContractDatabases) => void) {
  const opened: Stores[] = [];
  const database = async () => {
    const { open } = await fresh();
    return () => {
      const stores = open();
      opened.push(stores);
      return stores;
    };
  };
  const one = async () => (await database())();
  afterAll(() => {
    for (const { forms, owners } of opened) {
      forms.close();
      owners.close();
    }
  });
  define({ database, one });
}

/** Defines a concern's contract tests on both databases. */
export function storeContract(title: string, define: (databases: ContractDatabases) => void): void {
  describe(`SQLite store contract: ${title}`, () => {
    contractOn(async () => {
      const path = join(mkdtempSync(join(tmpdir(), 'store-contract-')), 'site.db');
      return { open: () => ({ forms: openSqliteFormStore(path), owners: openSqliteOwnerStore(path) }) };
    }, define);
  });
  describeOnPostgres(`PostgreSQL store contract: ${title}`, (cluster) => {
    contractOn(async () => {
      const url = await cluster().createDatabase();
      return { open: () => ({ forms: openPostgresFormStore(url), owners: openPostgresOwnerStore(url) }) };
    }, define);
  });
}
