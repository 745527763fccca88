// The translated strings the form island needs, picked on the server and handed over as props.
import type { Locale } from '../../i18n/locales';
import { pickStrings } from '../../i18n/translator';
import { type FormKind, type FormMessageKey, formMessageKeys } from '../../schemas/forms';

const messageKeys = formMessageKeys;

/** The island's strings: the validation messages by key, and the words of its own interface. */
export interface IslandStrings {
  readonly messages: Readonly<Record<FormMessageKey, string>>;
  readonly formNotSent: string;
  readonly tooManyRequests: string;
  readonly server: string;
  readonly network: string;
  readonly sending: string;
  readonly robotLabel: string;
  readonly robotVerifying: string;
  readonly robotVerified: string;
  readonly next: string;
  /** The offer's deposit line, with {{amount}}. */
  readonly deposit: string;
}

/** The strings of a form island in one language. */
export function islandStrings(locale: Locale, kind: FormKind): IslandStrings {
  const picked = pickStrings(
    locale,
    messageKeys.map((key) => `validation.${key}` as const),
  );
  const messages = Object.fromEntries(messageKeys.map((key) => [key, picked[`validation.${key}`]])) as Record<
    FormMessageKey,
    string
  >;
  const words = pickStrings(locale, [
    'validation.formNotSent',
    'validation.tooManyRequests',
    'validation.server',
    'forms.lead.network',
    'forms.sending',
    'forms.robot.label',
    'forms.robot.verifying',
    'forms.robot.verified',
    'forms.lead.next',
    'forms.fields.deposit',
  ]);
  return {
    messages,
    formNotSent: words['validation.formNotSent'],
    tooManyRequests: words['validation.tooManyRequests'],
    server: words['validation.server'],
    network: words['forms.lead.network'],
    sending: words['forms.sending'],
    robotLabel: words['forms.robot.label'],
    robotVerifying: words['forms.robot.verifying'],
    robotVerified: words['forms.robot.verified'],
    next: kind === 'document-request' ? words['forms.lead.next'] : '',
    deposit: words['forms.fields.deposit'],
  };
}
