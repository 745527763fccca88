import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/validation.json';
import { dayIn, shiftDay } from '../../portal/view-statistics';
import { formBody, formKinds, validateForm } from './index';
import { visitor } from './visitor.fixtures';

// A capital in the address, for the schema to lower-case.
const contact = { ...visitor, email: 'Anna@Example.be' };

describe('form schemas', () => {
  it('accepts a plain contact post and normalises its values', () => {
    const result = validateForm(
      'site-contact',
      formBody(Object.entries({ ...contact, remark: '', locale: 'fr' })),
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ email: 'anna@example.be', locale: 'fr', privacyConsent: true }),
    });
  });

  it('names each faulty field with its message, unknown and prototype keys included', () => {
    const body = formBody([
      ['firstName', ''],
      ['email', 'not-an-address'],
      ['__proto__', 'x'],
      ['constructor', 'y'],
      ['subject', 'spam'],
    ]);
    const result = validateForm('site-contact', body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['firstName']).toEqual([{ key: 'required' }]);
    expect(result.errors['email']).toEqual([{ key: 'email' }]);
    expect(result.errors['privacyConsent']).toEqual([{ key: 'consentRequired' }]);
    for (const key of ['__proto__', 'constructor', 'subject']) {
      expect(Object.hasOwn(result.errors, key) && result.errors[key]).toEqual([{ key: 'unknownField' }]);
    }
  });

  it('gives every e-mail field one spelling per inbox, and refuses one respelt with invisible characters', () => {
    const friend = {
      ...contact,
      friendFirstName: 'Jan',
      friendLastName: 'Janssens',
      friendEmail: 'Target@\uFF45xample.NET',
      propertyId: '1001',
    };
    expect(validateForm('send-to-friend', friend)).toEqual({
      ok: true,
      value: expect.objectContaining({ email: 'anna@example.be', friendEmail: 'target@example.net' }),
    });
    expect(validateForm('sign-newsletter', { ...contact, email: 'Ü@EXÄMPLE.be' })).toEqual({
      ok: true,
      value: expect.objectContaining({ email: 'ü@xn--exmple-cua.be' }),
    });
    for (const respelt of [
      'target@ex\u00ADample.net',
      'x\u00A0target@example.net',
      'target@exampl\u200Be.net',
    ]) {
      const result = validateForm('send-to-friend', { ...friend, friendEmail: respelt });
      expect(result).toEqual({ ok: false, errors: { friendEmail: [{ key: 'email' }] } });
      const register = validateForm('demand-register', { ...contact, email: respelt });
      expect(!register.ok && register.errors['email']).toEqual([{ key: 'email' }]);
    }
  });

  it('asks the demand register for a property type and a zone, and a budget in order', () => {
    const result = validateForm('demand-register', {
      ...contact,
      goal: 'sale',
      budgetMin: '400000',
      budgetMax: '300000',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['types']).toEqual([{ key: 'propertyTypeRequired' }]);
    expect(result.errors['regions']).toEqual([{ key: 'zoneRequired' }]);
    expect(result.errors['budgetMax']).toEqual([{ key: 'budgetOrder' }]);
  });

  it('reads a budget typed as the pages write amounts in each language, and refuses a decimal comma', () => {
    const budget = (budgetMin: string, budgetMax: string) =>
      validateForm('demand-register', {
        ...contact,
        goal: 'sale',
        types: ['1'],
        postcodes: '9000',
        budgetMin,
        budgetMax,
      });
    expect(budget('€250,000', '350 000 €')).toEqual({
      ok: true,
      value: expect.objectContaining({ budgetMin: 250000, budgetMax: 350000 }),
    });
    const decimal = budget('250,50', '350.000');
    expect(decimal.ok).toBe(false);
    if (decimal.ok) return;
    expect(decimal.errors['budgetMin']).toEqual([{ key: 'number' }]);
  });

  it('refuses a purchase budget typed in thousands, which no listing would ever match; a rent is monthly', () => {
    const search = (goal: 'sale' | 'rent', budgetMax: string) =>
      validateForm('demand-register', { ...contact, goal, types: ['1'], postcodes: '9000', budgetMax });
    const slip = search('sale', '400');
    expect(slip.ok === false && slip.errors['budgetMax']).toEqual([{ key: 'budgetTooLow' }]);
    expect(search('sale', '400000').ok).toBe(true);
    expect(search('rent', '400').ok).toBe(true);
  });

  it('takes postcodes instead of regions, and checkbox lists sent as name[]', () => {
    const body = formBody([
      ...Object.entries({ ...contact, goal: 'rent', postcodes: '1000, L-1234' }),
      ['types[]', '2'],
    ]);
    const result = validateForm('demand-register', body);
    expect(result.ok && result.value.types).toEqual([2]);
    const wrong = validateForm('demand-register', { ...body, postcodes: '10000' });
    expect(wrong.ok === false && wrong.errors['postcodes']).toEqual([{ key: 'postcode' }]);
  });

  // A rental application complete but for its lease dates.
  const lease = {
    ...contact,
    phone: '0470 12 34 56',
    propertyId: '12',
    monthlyIncome: '3000',
    occupants: '2',
  };

  it('refuses a lease that starts on a day gone by in Brussels, and takes one that starts today', () => {
    const today = dayIn(Date.now());
    const past = validateForm('rent-application', { ...lease, startDate: shiftDay(today, -1) });
    expect(past.ok === false && past.errors['startDate']).toEqual([{ key: 'dateInPast' }]);
    expect(validateForm('rent-application', { ...lease, startDate: today }).ok).toBe(true);
  });

  it('refuses an incomplete, impossible or reversed lease period', () => {
    const endOnly = validateForm('rent-application', { ...lease, endDate: '2026-06-01' });
    expect(endOnly.ok === false && endOnly.errors['startDate']).toEqual([{ key: 'datesIncomplete' }]);
    const impossible = validateForm('rent-application', { ...lease, startDate: '2026-02-30' });
    expect(impossible.ok === false && impossible.errors['startDate']).toEqual([{ key: 'dateInvalid' }]);
    const reversed = validateForm('rent-application', {
      ...lease,
      startDate: '2026-06-01',
      endDate: '2026-05-01',
    });
    expect(reversed.ok === false && reversed.errors['endDate']).toEqual([{ key: 'endBeforeStart' }]);
  });

  it('carries placeholder values with the message', () => {
    const result = validateForm('testimonial', { ...contact, message: 'x'.repeat(3001), rating: '6' });
    expect(result.ok === false && result.errors['message']).toEqual([
      { key: 'tooLong', vars: { max: 3000 } },
    ]);
    expect(result.ok === false && result.errors['rating']).toEqual([
      { key: 'outOfRange', vars: { min: 1, max: 5 } },
    ]);
  });

  it('has a dictionary text for every message a schema can give', () => {
    const keys = new Set<string>();
    for (const kind of formKinds) {
      const result = validateForm(kind, {
        website: 5,
        locale: 'xx',
        submissionId: 'no',
        altcha: 1,
        extra: 1,
      });
      if (!result.ok) for (const list of Object.values(result.errors)) for (const m of list) keys.add(m.key);
    }
    expect(keys.size).toBeGreaterThan(3);
    for (const key of keys) expect(Object.keys(en)).toContain(key);
  });
});
