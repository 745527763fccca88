import { describe, expect, it } from 'vitest';
import { telHref, unbreakablePhone } from './phone';

describe('phone numbers', () => {
  it('dials the digits and the leading plus only', () => {
    expect(telHref('+32 2 534 18 20')).toBe('tel:+3225341820');
    expect(telHref('02/534.18.20')).toBe('tel:025341820');
  });

  it('keeps a printed number on one line', () => {
    expect(unbreakablePhone('+32 2 534 18 20')).toBe('+32\u00a02\u00a0534\u00a018\u00a020');
  });
});
