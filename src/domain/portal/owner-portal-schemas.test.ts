import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OwnerForgotPasswordSchema, OwnerLoginSchema } from './owner-portal-schemas';

describe('the owner portal’s e-mail field', () => {
  it('gives an address the spelling the forms give it, so one account has one key in every limit', () => {
    for (const typed of [' Owner@Example.be ', 'owner@\uFF45xample.be', '\uFF2Fwner@example.BE']) {
      const parsed = v.safeParse(OwnerForgotPasswordSchema, { email: typed });
      expect(parsed.success && parsed.output.email, typed).toBe('owner@example.be');
    }
  });

  it('refuses an address with an invisible or formatting character', () => {
    for (const typed of ['owner@ex\u00ADample.be', 'x\u00A0owner@example.be', 'owner@exampl\u200Be.be']) {
      for (const schema of [OwnerForgotPasswordSchema, OwnerLoginSchema]) {
        const parsed = v.safeParse(schema, { email: typed, password: 'x' });
        expect(parsed.success, typed).toBe(false);
        expect(parsed.issues?.[0]?.message).toBe('email');
      }
    }
  });
});
