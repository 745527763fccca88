// The PostgreSQL database helper: a database that is away gives StoreUnavailable quickly (the 503 of
// the routes), never a hang, and the same pool works again once it is back.
import { describe, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../tests/describe-on-postgres';
import { isUnavailableError, openPostgresDatabase } from './postgres-database';
import { openPostgresFormStore } from './postgres-form-store';
import { isStoreUnavailable, StoreUnavailable } from './store-unavailable';

describe('isUnavailableError', () => {
  it('tells a database that is away from a request that is wrong', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    expect(isUnavailableError(coded('ECONNREFUSED'))).toBe(true);
    expect(isUnavailableError(coded('57P01'))).toBe(true);
    expect(isUnavailableError(coded('08006'))).toBe(true);
    expect(isUnavailableError(coded('53100'))).toBe(true);
    expect(isUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailableError(coded('23505'))).toBe(false);
    expect(isUnavailableError(coded('42P01'))).toBe(false);
    expect(isStoreUnavailable(new Error('wrapped', { cause: new StoreUnavailable('x') }))).toBe(true);
  });

  it('gives StoreUnavailable within the connection timeout when nothing listens', async () => {
    const store = openPostgresFormStore('postgres://postgres@127.0.0.1:1/none', { connectTimeoutMs: 500 });
    const started = Date.now();
    await expect(store.pendingEmails()).rejects.toBeInstanceOf(StoreUnavailable);
    expect(Date.now() - started).toBeLessThan(3000);
    store.close();
  });
});

describeOnPostgres('a PostgreSQL database that goes away', (cluster) => {
  it('stops a statement that runs too long, and the pool is usable again when the database is back', async () => {
    const url = await cluster().createDatabase();
    const database = openPostgresDatabase(url, { statementTimeoutMs: 300, connectTimeoutMs: 1000 });
    const slow = database.run((db) =>
      db.selectNoFrom((eb) => eb.fn('pg_sleep', [eb.val(5)]).as('slept')).execute(),
    );
    await expect(slow).rejects.toBeInstanceOf(StoreUnavailable);
    const store = openPostgresFormStore(url, { connectTimeoutMs: 1000 });
    expect(
      await store.saveSubmission(
        { id: 'a', kind: 'site-contact', locale: 'fr', email: 'a@example.be', body: {}, createdAt: 1 },
        [],
      ),
    ).toBe('stored');
    cluster().pause();
    try {
      await expect(store.pendingEmails()).rejects.toBeInstanceOf(StoreUnavailable);
    } finally {
      cluster().resume();
    }
    // pause() and resume() block this process's event loop, so the pool learns of its cut connections
    // only afterwards: recovery is asked within a few seconds, without reopening anything.
    await expect.poll(() => store.pendingEmails().catch(() => -1), { timeout: 5000 }).toBe(0);
    store.close();
    await database.close();
  });
});
