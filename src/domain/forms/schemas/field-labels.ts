// The dictionary key of each lead-form field's visible label, so a message can name its field in the
// words the visitor reads above it. Read from the field table (form-fields.ts).
import type { PluralKey, TranslationKey } from '../../../i18n/keys';
import { type FieldSpec, formFieldSpecs } from './form-fields';

/** The label key of each field name that the form shows (repeatable fields without their []). */
export const fieldLabelKeys: Readonly<Record<string, Exclude<TranslationKey, PluralKey>>> =
  Object.fromEntries(
    Object.entries(formFieldSpecs as Record<string, FieldSpec>).flatMap(([field, spec]) =>
      spec.label === undefined ? [] : [[field, spec.label]],
    ),
  );
