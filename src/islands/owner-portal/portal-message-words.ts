// The portal's field messages follow the lead forms' one rule (src/domain/forms/field-message.ts): each names
// its field ("Password is a required field."), next to the field and in the error summary alike.
import type { FieldMessageWords } from '../../domain/forms/field-message';
import { ownerMessageKeys, ownerNamedMessageKeys } from '../../domain/portal/owner-portal-schemas';
import type { PortalStringKey, PortalStrings } from './portal-strings';

/** The words of the portal's messages: its strings, the form's field labels, the page's language tag. */
export function portalMessageWords(
  s: PortalStrings,
  labels: Readonly<Record<string, string>>,
  tag: string,
): FieldMessageWords {
  return {
    messages: Object.fromEntries(
      ownerMessageKeys.map((key) => [key, s[`validation.${key}` satisfies PortalStringKey]]),
    ),
    named: Object.fromEntries(
      ownerNamedMessageKeys.map((key) => [key, s[`validation.named.${key}` satisfies PortalStringKey]]),
    ),
    labels,
    tag,
  };
}
