import { describe, expect, it } from 'vitest';
import { localized } from './localized';

describe('localized', () => {
  it('prefers the page language, then the default language, then any language present', () => {
    expect(localized({ nl: 'Huis', fr: 'Maison' }, 'nl', 'fr')).toBe('Huis');
    expect(localized({ fr: 'Maison', de: 'Haus' }, 'nl', 'fr')).toBe('Maison');
    expect(localized({ de: 'Haus' }, 'nl', 'fr')).toBe('Haus');
  });

  it('treats an empty string as missing and gives an empty string when there is nothing', () => {
    expect(localized({ nl: '', fr: 'Maison' }, 'nl', 'fr')).toBe('Maison');
    expect(localized(undefined, 'nl', 'fr')).toBe('');
    expect(localized({}, 'nl', 'fr')).toBe('');
  });
});
