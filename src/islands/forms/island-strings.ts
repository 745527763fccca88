// The translated strings the form island needs, picked on the server and handed over as props.
import type { FieldMessageWords } from '../../domain/forms/field-message';
import { fieldMessageWords } from '../../domain/forms/field-message-words';
import type { Locale } from '../../i18n/locales';
import { pickStrings } from '../../i18n/translator';

/** The island's strings: the words of the validation messages (each naming its field), and the words of its own interface. */
export interface IslandStrings {
  readonly messages: FieldMessageWords;
  readonly formNotSent: string;
  readonly tooManyRequests: string;
  readonly server: string;
  /** The database is away for a moment and nothing was stored, with {{seconds}}. */
  readonly storeUnavailable: string;
  readonly network: string;
  readonly sending: string;
  readonly robotLabel: string;
  readonly robotVerifying: string;
  readonly robotVerified: string;
  /** The offer's deposit line, with {{amount}}. */
  readonly deposit: string;
}

/** The strings of a form island in one language. */
export function islandStrings(locale: Locale): IslandStrings {
  const messages = fieldMessageWords(locale);
  const words = pickStrings(locale, [
    'validation.formNotSent',
    'validation.tooManyRequests',
    'validation.server',
    'validation.storeUnavailable',
    'forms.lead.network',
    'forms.sending',
    'forms.robot.label',
    'forms.robot.verifying',
    'forms.robot.verified',
    'forms.fields.deposit',
  ]);
  return {
    messages,
    formNotSent: words['validation.formNotSent'],
    tooManyRequests: words['validation.tooManyRequests'],
    server: words['validation.server'],
    storeUnavailable: words['validation.storeUnavailable'],
    network: words['forms.lead.network'],
    sending: words['forms.sending'],
    robotLabel: words['forms.robot.label'],
    robotVerifying: words['forms.robot.verifying'],
    robotVerified: words['forms.robot.verified'],
    deposit: words['forms.fields.deposit'],
  };
}
