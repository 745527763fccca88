import { describe, expect, it } from 'vitest';
import { typedWholeNumber } from './typed-whole-number';

describe('typedWholeNumber', () => {
  it('reads the thousands grouped in any of the four languages, with or without the euro sign', () => {
    for (const typed of [
      '500000',
      '500.000',
      '500 000',
      '500\u202f000',
      '500,000',
      '€500,000',
      '€ 500.000',
      '500 000 €',
    ]) {
      expect(typedWholeNumber(typed), typed).toBe('500000');
    }
    expect(typedWholeNumber('1,250,000')).toBe('1250000');
    expect(typedWholeNumber(' 42 ')).toBe('42');
  });

  it('leaves what is not a grouped whole number for the number check to refuse', () => {
    // A decimal comma or point is not a grouping: 500,50 must not become fifty thousand and fifty.
    expect(typedWholeNumber('500,50')).toBe('500,50');
    expect(typedWholeNumber('5.5')).toBe('5.5');
    expect(typedWholeNumber('50.0000')).toBe('50.0000');
    expect(typedWholeNumber('abc')).toBe('abc');
  });
});
