import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text';

describe('waitText', () => {
  it('says seconds under a minute, minutes under an hour, then hours, rounded up', () => {
    expect(waitText(42, 'en-GB')).toBe('42 seconds');
    expect(waitText(1, 'en-GB')).toBe('1 second');
    expect(waitText(146, 'en-GB')).toBe('3 minutes');
    expect(waitText(3600, 'en-GB')).toBe('1 hour');
    expect(waitText(83_605, 'en-GB')).toBe('24 hours');
  });

  it("speaks the visitor's language", () => {
    // French puts a no-break space before the unit.
    expect(waitText(83_605, 'fr-BE').replace(/\s/g, ' ')).toBe('24 heures');
    expect(waitText(83_605, 'nl-BE')).toBe('24 uur');
    expect(waitText(83_605, 'de-BE')).toBe('24 Stunden');
    expect(waitText(146, 'de-BE')).toBe('3 Minuten');
  });

  it('never says zero or a fraction, and reads a missing wait as a minute', () => {
    expect(waitText(0.2, 'en-GB')).toBe('1 second');
    expect(waitText(Number.NaN, 'en-GB')).toBe('1 minute');
  });
});
