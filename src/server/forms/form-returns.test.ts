import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteFormStore } from '../store/sqlite-form-store';
import {
  formReturnLifetimeMs,
  formReturnLimit,
  formReturnTokenPattern,
  keepFormReturn,
  safeReturnPath,
  takeFormReturn,
} from './form-returns';

const record = {
  kind: 'site-contact',
  locale: 'fr',
  errors: { email: ['Le champ « E-mail » est obligatoire.'] },
  values: { firstName: 'Anna' },
  path: '/fr/contact/',
} as const;

describe('form returns', () => {
  it('hands a refused post out once, under a random token, to any process on the same database', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'form-returns-')), 'site.db');
    const refusing = openSqliteFormStore(path);
    const showing = openSqliteFormStore(path);
    const token = await keepFormReturn(refusing, record, 1000);
    expect(token).toMatch(formReturnTokenPattern);
    expect(await keepFormReturn(refusing, record, 1000)).not.toBe(token);
    expect(await takeFormReturn(showing, token, 2000)).toEqual(record);
    expect(await takeFormReturn(refusing, token, 2000)).toBeUndefined();
    // Only the token's hash is stored: the database does not hold what opens the page.
    expect(await showing.takeFormReturn(token, 2000)).toBeUndefined();
    refusing.close();
    showing.close();
  });

  it('forgets a refused post once it has expired', async () => {
    const store = openSqliteFormStore(':memory:');
    const token = await keepFormReturn(store, record, 1000);
    expect(await takeFormReturn(store, token, 1000 + formReturnLifetimeMs)).toBeUndefined();
  });

  it('keeps at most the limit, dropping the oldest first', async () => {
    const store = openSqliteFormStore(':memory:');
    const first = await keepFormReturn(store, record, 5000);
    const tokens: string[] = [];
    for (let index = 1; index <= formReturnLimit; index++)
      tokens.push(await keepFormReturn(store, record, 5000 + index));
    expect(await takeFormReturn(store, first, 6001)).toBeUndefined();
    expect(await takeFormReturn(store, tokens.at(-1) ?? '', 6001)).toEqual(record);
    expect(await takeFormReturn(store, tokens[0] ?? '', 6001)).toEqual(record);
  });

  it('sends back only to a page of this site', () => {
    expect(safeReturnPath('/fr/contact/')).toBe('/fr/contact/');
    expect(safeReturnPath('/te-koop/gent/huis/1001/')).toBe('/te-koop/gent/huis/1001/');
    for (const bad of [
      '//evil.example/',
      '/\\evil.example/',
      'https://evil.example/',
      '/api/forms/site-contact',
      '/form-error/x/',
      '/contact/?x=1',
      '/a b/',
      '',
      42,
      undefined,
      `/${'a'.repeat(600)}`,
    ])
      expect(safeReturnPath(bad)).toBeUndefined();
  });
});
