import { describe, expect, it } from 'vitest';
import { describedByOf, hintIdOf, messageIdOf } from './field-ids';

describe('field ids', () => {
  it('names the hint and the message after the control', () => {
    expect(hintIdOf('contact-email')).toBe('contact-email-hint');
    expect(messageIdOf('contact-email')).toBe('contact-email-error');
  });

  it.each([
    [{ hint: true, message: true }, 'login-email-hint login-email-error'],
    [{ hint: true, message: false }, 'login-email-hint'],
    [{ hint: false, message: true }, 'login-email-error'],
    [{ hint: false, message: false }, undefined],
  ])('describes the control by the lines on the page (%o)', (lines, expected) => {
    expect(describedByOf('login-email', lines)).toBe(expected);
  });
});
