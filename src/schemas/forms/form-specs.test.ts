import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formKinds } from './form-kind';
import { formSpecs, ownerShownKinds } from './form-specs';

const formsDir = 'src/components/forms';
const markup = readdirSync(formsDir)
  .filter((file) => file.endsWith('.astro'))
  .map((file) => readFileSync(join(formsDir, file), 'utf8'))
  .join('\n');

describe('form specs', () => {
  it('gives every field a kind shows an input of that name in the form markup', () => {
    const shown = new Set(formKinds.flatMap((kind) => [...formSpecs[kind].fields]));
    const missing = [...shown].filter(
      (field) => !markup.includes(`name="${field}"`) && !markup.includes(`name="${field}[]"`),
    );
    expect(missing).toEqual([]);
  });

  it('marks as required only fields the form shows', () => {
    for (const kind of formKinds) {
      const fields: readonly string[] = formSpecs[kind].fields;
      expect(
        formSpecs[kind].required.filter((field) => !fields.includes(field)),
        kind,
      ).toEqual([]);
    }
  });

  it('shows the property owner the enquiries about a property, not the agency-wide forms', () => {
    expect([...ownerShownKinds].sort()).toEqual(
      [
        'contact-appointment',
        'contact-me',
        'document-request',
        'offer',
        'rent-application',
        'send-to-friend',
      ].sort(),
    );
  });
});
