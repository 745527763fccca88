import { describe, expect, it } from 'vitest';
import { friendMessageMax } from '../visitor-text';
import { formBody, validateForm } from './index';
import { visitor } from './visitor.fixtures';

const friend = {
  ...visitor,
  friendFirstName: 'Jan',
  friendLastName: 'Janssens',
  friendEmail: 'jan@example.be',
  propertyId: '1001',
};

describe('send-to-friend personal message', () => {
  it('takes a short message without links', () => {
    const result = validateForm(
      'send-to-friend',
      formBody(Object.entries({ ...friend, message: 'Look, the garden you wanted!' })),
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ message: 'Look, the garden you wanted!' }),
    });
    expect(validateForm('send-to-friend', formBody(Object.entries(friend))).ok).toBe(true);
  });

  it('refuses a link, an address or a long text, with its own message', () => {
    for (const message of ['Log in at https://evil.example', 'Write to me@evil.example', 'evil[.]com']) {
      const result = validateForm('send-to-friend', formBody(Object.entries({ ...friend, message })));
      expect(result).toEqual({ ok: false, errors: { message: [{ key: 'noLinks' }] } });
    }
    const long = validateForm(
      'send-to-friend',
      formBody(Object.entries({ ...friend, message: 'a'.repeat(friendMessageMax + 1) })),
    );
    expect(long.ok).toBe(false);
  });
});
