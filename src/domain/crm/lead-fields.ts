// Which of a submission's answers go to the CRM, and where in its lead: the contact block, the consent,
// and the kind's own fields by the names the form schemas give them. The machinery (ids, the robot
// check), the uploaded file and what the site promised not to keep (the friend's address) never go.
import {
  type FieldSpec,
  type FormKind,
  fileField,
  formFieldSpecs,
  formSpecs,
  isFormFieldName,
} from '../forms/schemas';

/** The visitor's contact details, in the lead's `contact` block. */
export const contactFields = ['title', 'firstName', 'lastName', 'email', 'phone'] as const;
/** The consents, in the lead's `consent` block. */
export const consentFields = ['newsletter'] as const;

const elsewhere: ReadonlySet<string> = new Set<string>([...contactFields, ...consentFields, fileField]);

/** The kind's own fields that go to the CRM as they are, in the form's order. */
export function leadOwnFields(kind: FormKind): readonly string[] {
  return (formSpecs[kind].fields as readonly string[]).filter(
    (field) =>
      !elsewhere.has(field) &&
      (!isFormFieldName(field) || (formFieldSpecs[field] as FieldSpec).unstored !== true),
  );
}
