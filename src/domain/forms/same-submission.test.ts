import { describe, expect, it } from 'vitest';
import { sameSubmissionBody } from './same-submission';

describe('sameSubmissionBody', () => {
  it('is the same body whatever the order of its fields', () => {
    const stored = JSON.stringify({ firstName: 'An', email: 'an@example.be', propertyId: 1001 });
    expect(sameSubmissionBody(stored, { propertyId: 1001, email: 'an@example.be', firstName: 'An' })).toBe(
      true,
    );
  });

  it('is another body when a value, a field or a type differs', () => {
    const stored = JSON.stringify({ firstName: 'An', propertyId: 1001, rooms: ['a', 'b'] });
    expect(sameSubmissionBody(stored, { firstName: 'Anne', propertyId: 1001, rooms: ['a', 'b'] })).toBe(
      false,
    );
    expect(sameSubmissionBody(stored, { firstName: 'An', propertyId: '1001', rooms: ['a', 'b'] })).toBe(
      false,
    );
    expect(sameSubmissionBody(stored, { firstName: 'An', propertyId: 1001, rooms: ['b', 'a'] })).toBe(false);
    expect(sameSubmissionBody(stored, { firstName: 'An', propertyId: 1001 })).toBe(false);
    expect(sameSubmissionBody('not json', {})).toBe(false);
  });

  it('compares what is stored: a field left undefined is not written', () => {
    expect(sameSubmissionBody('{"a":1}', { a: 1, b: undefined })).toBe(true);
  });
});
