// What the portal's forms show when a body is refused, in the browser (the API's own schemas) or by the
// API (its answer): each message next to its field, or on top of the form.
import { describe, expect, it } from 'vitest';
import { fieldMessageTexts } from '../../domain/forms/field-message';
import { fieldMessageWords } from '../../domain/forms/field-message-words';
import { validateForm } from '../../domain/forms/schemas';
import { OwnerLoginSchema, OwnerResetPasswordSchema } from '../../domain/portal/owner-portal-schemas';
import { pickStrings } from '../../i18n/translator';
import { fieldErrors } from '../../server/owner/http';
import { UnexpectedAnswerError } from './api';
import { hasProblem, refusedProblem, schemaProblem, thrownProblem } from './form-outcome';
import { portalStringKeys } from './portal-strings';

const s = pickStrings('en', portalStringKeys);
const passwordFields = ['password', 'passwordConfirm'];

describe('schemaProblem', () => {
  it('lets a valid body go', () => {
    const body = { email: ' An@Example.be ', password: 'x', locale: 'en' };
    expect(schemaProblem(OwnerLoginSchema, body, ['email', 'password'], s)).toBeUndefined();
  });

  it("puts each field's message next to it, placeholders filled", () => {
    const body = { token: 'abc', password: 'short', passwordConfirm: 'other', locale: 'en' };
    expect(schemaProblem(OwnerResetPasswordSchema, body, passwordFields, s)).toEqual({
      fields: {
        password: ['The password must contain at least 8 characters.'],
        passwordConfirm: ['The passwords are not identical.'],
      },
      form: [],
    });
  });

  it("makes a message of what is no field of the form (the link's token) the form's", () => {
    const body = { token: 'x'.repeat(201), password: 'long enough', passwordConfirm: 'long enough' };
    const problem = schemaProblem(OwnerResetPasswordSchema, body, passwordFields, s);
    expect(problem?.fields).toEqual({});
    expect(problem?.form).toHaveLength(1);
  });

  it('says an empty or malformed e-mail address is one', () => {
    const labels = { email: 'E-mail', password: 'Password' };
    const empty = schemaProblem(
      OwnerLoginSchema,
      { email: '', password: '' },
      ['email', 'password'],
      s,
      labels,
    );
    // The lead forms' wording: the message names its field, next to it and in the summary alike.
    expect(empty?.fields).toEqual({
      email: ['E-mail is a required field.'],
      password: ['Password is a required field.'],
    });
    const malformed = schemaProblem(
      OwnerLoginSchema,
      { email: 'an@', password: 'x' },
      ['email', 'password'],
      s,
      labels,
    );
    expect(malformed?.fields).toEqual({ email: ['E-mail is not valid.'] });
  });
});

describe('one wording for the portal and the lead forms', () => {
  it.each(['en', 'fr', 'nl', 'de'] as const)('says an e-mail address is required alike in %s', (locale) => {
    const strings = pickStrings(locale, portalStringKeys);
    const labels = { email: strings['forms.fields.email'], password: strings['forms.fields.password'] };
    const portal = schemaProblem(
      OwnerLoginSchema,
      { email: '', password: 'x' },
      ['email', 'password'],
      strings,
      labels,
    );
    const lead = validateForm('site-contact', {
      firstName: 'An',
      lastName: 'Peeters',
      email: '',
      privacyConsent: 'yes',
    });
    if (lead.ok) throw new Error('expected the form to be refused');
    const forms = fieldMessageTexts(lead.errors, fieldMessageWords(locale))['email'];
    expect(portal?.fields['email']).toEqual(forms);
    // The API's own check words it the same way.
    expect(fieldErrors(locale, { email: [{ key: 'required' }] }).errors['email']).toEqual(forms);
  });
});

describe('refusedProblem', () => {
  it("shows the API's generic login message on top of the form", () => {
    const refused = { ok: false, status: 401, errors: { _form: ['Wrong e-mail or password.'] } } as const;
    expect(refusedProblem(refused, ['email', 'password'], s, 'fallback')).toEqual({
      fields: {},
      form: ['Wrong e-mail or password.'],
    });
  });

  it("places the API's field messages on the form's fields", () => {
    const refused = {
      ok: false,
      status: 400,
      errors: { password: ['Too common.'], token: ['Expired.'] },
    } as const;
    expect(refusedProblem(refused, passwordFields, s, 'fallback')).toEqual({
      fields: { password: ['Too common.'] },
      form: ['Expired.'],
    });
  });

  it('words a bare 429 with its Retry-After, a bare 5xx as the server, anything else with the fallback', () => {
    expect(refusedProblem({ ok: false, status: 429, errors: {}, retryAfter: 42 }, [], s, 'x').form).toEqual([
      'Too many attempts. Please try again in 42 seconds.',
    ]);
    expect(refusedProblem({ ok: false, status: 502, errors: {} }, [], s, 'x').form).toEqual([
      s['validation.server'],
    ]);
    expect(refusedProblem({ ok: false, status: 404, errors: {} }, [], s, 'fallback').form).toEqual([
      'fallback',
    ]);
  });
});

describe('thrownProblem and hasProblem', () => {
  it('tells a network failure from an answer the island does not understand', () => {
    expect(thrownProblem(new TypeError('Failed to fetch'), s).form).toEqual([s['errors.network']]);
    expect(thrownProblem(new UnexpectedAnswerError('/api/owner/me'), s).form).toEqual([
      s['validation.server'],
    ]);
  });

  it('sees a problem only when there is a message to show', () => {
    expect(hasProblem({ fields: {}, form: [] })).toBe(false);
    expect(hasProblem({ fields: { email: [] }, form: [] })).toBe(false);
    expect(hasProblem({ fields: { email: ['x'] }, form: [] })).toBe(true);
  });
});
