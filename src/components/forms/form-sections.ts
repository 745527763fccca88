// The parts of a kind's form, which LeadForm.astro draws: its fields in its schema's order,
// consecutive fields of one group in one frame (a fieldset, or none), consecutive fields of one row on
// one line.
import {
  type DrawnControl,
  type FieldGroup,
  type FormFieldName,
  type FormKind,
  fieldControl,
  formSpecs,
} from '../../domain/forms/schemas';
import { inRuns, type Run } from './in-runs';

/** One field of a form with its control. */
export interface DrawnField {
  readonly field: FormFieldName;
  readonly control: DrawnControl;
}

/** A run of fields in one group, in rows: a row without a key is fields each on its own line. */
export interface FormSection {
  readonly group: FieldGroup;
  readonly rows: readonly Run<DrawnField, string | undefined>[];
}

/**
 * The sections of a kind's form. In the footer the newsletter asks for the address alone (its own page
 * may also ask for names).
 */
export function formSections(kind: FormKind, footer: boolean): FormSection[] {
  const addressOnly = footer && formSpecs[kind].person === 'newsletter';
  const fields: readonly FormFieldName[] = formSpecs[kind].fields;
  const shown = fields
    .map((field) => ({ field, control: fieldControl(kind, field) }))
    .filter(({ field, control }) => !addressOnly || control.group !== 'person' || field === 'email');
  return inRuns(shown, ({ control }) => control.group).map((section) => ({
    group: section.key,
    rows: inRuns(section.items, ({ control }) => control.row),
  }));
}
