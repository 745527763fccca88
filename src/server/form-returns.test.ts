import { describe, expect, it } from 'vitest';
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
  it('hands a refused post out once, under a random token', () => {
    const token = keepFormReturn(record, 1000);
    expect(token).toMatch(formReturnTokenPattern);
    expect(keepFormReturn(record, 1000)).not.toBe(token);
    expect(takeFormReturn(token, 2000)).toEqual(record);
    expect(takeFormReturn(token, 2000)).toBeUndefined();
  });

  it('forgets a refused post once it has expired', () => {
    const token = keepFormReturn(record, 1000);
    expect(takeFormReturn(token, 1000 + formReturnLifetimeMs)).toBeUndefined();
  });

  it('keeps at most the limit, dropping the oldest first', () => {
    const first = keepFormReturn(record, 5000);
    const tokens = Array.from({ length: formReturnLimit }, () => keepFormReturn(record, 5000));
    expect(takeFormReturn(first, 5001)).toBeUndefined();
    expect(takeFormReturn(tokens.at(-1) ?? '', 5001)).toEqual(record);
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
