import { describe, expect, it } from 'vitest';
import { formSpecs } from '../forms/schemas';
import { leadOwnFields } from './lead-fields';

describe("a lead's own fields", () => {
  it('are the kind fields by their schema names, without contact, consent or file', () => {
    const fields = leadOwnFields('contact-appointment');
    expect(fields).toContain('slot');
    for (const gone of ['firstName', 'email', 'phone', 'newsletter', 'submissionId', 'altcha']) {
      expect(fields).not.toContain(gone);
    }
  });

  it("never carry the friend's address or the uploaded file", () => {
    expect(leadOwnFields('send-to-friend')).not.toContain('friendEmail');
    expect(formSpecs.cv.fields).toContain('file');
    expect(leadOwnFields('cv')).not.toContain('file');
  });
});
