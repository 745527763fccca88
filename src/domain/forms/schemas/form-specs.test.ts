import { describe, expect, it } from 'vitest';
import { locales } from '../../../i18n/locales';
import { createTranslator } from '../../../i18n/translator';
import { validateForm } from '.';
import { formFieldSpecs } from './form-fields';
import { formKinds } from './form-kind';
import { fieldControl, fileField, formSpecs, ownerShownKinds, pageFields } from './form-specs';

describe('form specs', () => {
  it("names a kind's own fields by what they ask, not by the form's title the heading above already says", () => {
    for (const kind of formKinds) {
      const spec = formSpecs[kind];
      if (!spec.fields.some((field) => fieldControl(kind, field).group === 'own')) continue;
      // Before: the CV form said "Werken bij ons" in its section heading and again as this legend.
      expect(spec.ownLegend, kind).toBeDefined();
      for (const locale of locales) {
        const t = createTranslator(locale);
        expect(t(spec.ownLegend ?? 'forms.lead.yourDetails'), `${locale} ${kind}`).not.toBe(
          t(`forms.kinds.${kind}.title`),
        );
      }
    }
  });

  it("reads a kind's fields from its schema, in its order, without the page's ids and the machinery", () => {
    expect(formSpecs['contact-me'].fields).toEqual([
      'title',
      'firstName',
      'lastName',
      'email',
      'phone',
      'contactTimes',
      'remark',
      'newsletter',
      'privacyConsent',
    ]);
    expect(formSpecs['contact-me'].required).toEqual(['firstName', 'lastName', 'email', 'privacyConsent']);
    expect(formSpecs.cv.file).toBe(true);
    expect(formSpecs.offer.file).toBe(false);
  });

  it('gives every field the visitor fills in a control, and none to the page ids and the machinery', () => {
    const withoutControl = Object.entries(formFieldSpecs).flatMap(([field, spec]) =>
      'control' in spec ? [] : [field],
    );
    expect(withoutControl.sort()).toEqual([...pageFields].sort());
  });

  // An empty body is refused for each field the visitor must fill in: the form marks exactly those.
  // The demand register asks for regions or postcodes, either one, so neither is marked; the CV's
  // file is checked by the server outside the body.
  it('marks required every field a form cannot be sent without, and no other', () => {
    const page: ReadonlySet<string> = new Set(pageFields);
    for (const kind of formKinds) {
      const checked = validateForm(kind, {});
      const refused = checked.ok
        ? []
        : Object.keys(checked.errors).filter(
            (field) => !page.has(field) && !(kind === 'demand-register' && field === 'regions'),
          );
      const required = formSpecs[kind].required.filter((field) => field !== fileField);
      expect([...refused].sort(), kind).toEqual([...required].sort());
    }
    expect(formSpecs.cv.required).toContain(fileField);
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
