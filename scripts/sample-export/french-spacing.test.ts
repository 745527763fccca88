import { describe, expect, it } from 'vitest';
import { frenchSpacing, withFrenchSpacing } from './french-spacing';

describe('frenchSpacing', () => {
  it('makes the space before : ; ! ? » and after « no-break', () => {
    expect(frenchSpacing('Louer au Luxembourg : nos conseils ; « bien » !')).toBe(
      'Louer au Luxembourg\u00a0: nos conseils\u00a0; «\u00a0bien\u00a0»\u00a0!',
    );
  });

  it('leaves a colon without a space before it, as in a time or a link', () => {
    expect(frenchSpacing('10:00 https://www.example.be')).toBe('10:00 https://www.example.be');
  });
});

describe('withFrenchSpacing', () => {
  it('spaces the French member of a text per language and the strings of a French record only', () => {
    const sample = {
      Title: { nl: 'Huren : tips', fr: 'Louer : conseils' },
      records: [
        { language: 'fr', Title: 'Maison : jardin', Price: 1 },
        { language: 'nl', Title: 'Huis : tuin' },
      ],
    };
    expect(withFrenchSpacing(sample)).toEqual({
      Title: { nl: 'Huren : tips', fr: 'Louer\u00a0: conseils' },
      records: [
        { language: 'fr', Title: 'Maison\u00a0: jardin', Price: 1 },
        { language: 'nl', Title: 'Huis : tuin' },
      ],
    });
  });
});
