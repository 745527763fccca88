import { describe, expect, it } from 'vitest';
import { serverConfig } from '../../server-config';
import { optOutLink, signedOwner } from './opt-out-link';

const config = { ...serverConfig({}), altchaKey: 'a test key' };

describe('the weekly report opt-out link', () => {
  it('names its owner, signed, on the public site', () => {
    const link = new URL(optOutLink(config, 'https://agency.example/', 7, 'fr'));
    expect(link.origin).toBe('https://agency.example');
    expect(link.pathname).toBe('/api/owner/report-opt-out');
    expect(link.searchParams.get('locale')).toBe('fr');
    expect(signedOwner(config, link.searchParams)).toBe(7);
  });

  it('refuses another owner, a changed signature or another key', () => {
    const query = new URL(optOutLink(config, 'https://agency.example/', 7, 'fr')).searchParams;
    const forged = new URLSearchParams(query);
    forged.set('owner', '8');
    expect(signedOwner(config, forged)).toBeUndefined();
    const damaged = new URLSearchParams(query);
    const sig = query.get('sig') ?? '';
    damaged.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    expect(signedOwner(config, damaged)).toBeUndefined();
    expect(signedOwner({ ...config, altchaKey: 'another key' }, query)).toBeUndefined();
    expect(signedOwner(config, new URLSearchParams('owner=7'))).toBeUndefined();
  });
});
