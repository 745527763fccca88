// What the form island checks before it sends: the kind's schema (the API's own) over the typed
// values, and the CV file's type and size.
import {
  cvMaxBytes,
  type FormErrors,
  type FormKind,
  formBody,
  validateForm,
} from '../../domain/forms/schemas';

const cvExtensions = /\.(pdf|docx?)$/i;

function fileErrors(form: HTMLFormElement): FormErrors {
  const input = form.elements.namedItem('file');
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') return {};
  const file = input.files?.[0];
  if (file === undefined) return { file: [{ key: 'required' }] };
  if (!cvExtensions.test(file.name)) return { file: [{ key: 'fileType' }] };
  if (file.size > cvMaxBytes) return { file: [{ key: 'fileTooLarge' }] };
  return {};
}

/**
 * The form's text values as name and value pairs, without returnPath: it only tells the server where a
 * plain post goes back to; the island answers in place.
 */
export function textPairs(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].flatMap(([name, value]) =>
    typeof value === 'string' && name !== 'returnPath' ? [[name, value] as [string, string]] : [],
  );
}

/** Every message of the form as it stands: the kind's schema, and the CV file's type and size. */
export function check(kind: FormKind, form: HTMLFormElement): FormErrors {
  const result = validateForm(kind, formBody(textPairs(form)));
  return { ...(result.ok ? {} : result.errors), ...fileErrors(form) };
}
