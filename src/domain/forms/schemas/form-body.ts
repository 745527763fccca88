import { type FieldSpec, formFieldSpecs } from './form-fields';

// Turns the name/value pairs of a form (a plain post, or FormData in the island) into the body the
// schemas check, so both paths send exactly the same shape.

/** A form body: one text per field, a list for repeatable fields. */
export type FormBody = Record<string, string | string[]>;

/** Fields that are lists even when the form posts only one value (checkbox groups). */
export const listFields: ReadonlySet<string> = new Set(
  Object.entries(formFieldSpecs as Record<string, FieldSpec>).flatMap(([field, spec]) =>
    spec.list === true ? [field] : [],
  ),
);

/**
 * The body of a form's pairs: `name[]` and the list fields become lists (in order), any other field
 * keeps its last value. Keys are plain own properties of a null-prototype object, so a field called
 * `__proto__` is only a field (the schema then refuses it as unknown).
 */
export function formBody(pairs: Iterable<readonly [string, string]>): FormBody {
  const body: FormBody = Object.create(null) as FormBody;
  for (const [rawName, value] of pairs) {
    const isList = rawName.endsWith('[]');
    const name = isList ? rawName.slice(0, -2) : rawName;
    if (isList || listFields.has(name)) {
      const existing = Object.hasOwn(body, name) ? body[name] : undefined;
      const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [existing];
      list.push(value);
      body[name] = list;
    } else {
      body[name] = value;
    }
  }
  return body;
}
