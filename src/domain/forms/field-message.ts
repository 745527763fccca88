// A form's validation message in the visitor's words, naming the field it is about ("First name is a
// required field.") as the specification's own messages do, so each message stands on its own (read
// aloud by a screen reader, or in the form's summary) instead of a bare "This field is required."
import { fillTemplate } from '../../i18n/fill-template';

/** One message of a field: its dictionary key and the values of its placeholders. */
export interface FieldMessage {
  readonly key: string;
  readonly vars?: Readonly<Record<string, number | string>> | undefined;
}

/** The words one language needs to phrase field messages. */
export interface FieldMessageWords {
  /** Every message key's plain wording (validation.<key>), used when no field can be named. */
  readonly messages: Readonly<Record<string, string>>;
  /** The wordings that name the field, with {{field}} (validation.named.<key>). */
  readonly named: Readonly<Record<string, string>>;
  /** The visible label of each field, by field name (without []). */
  readonly labels: Readonly<Record<string, string>>;
  /** The language's BCP 47 tag: numbers in messages are grouped as it writes them (1.000.000.000). */
  readonly tag: string;
}

// A number in a message is read as the language writes it: "1000000000" is nine zeros to count.
function readable(vars: Readonly<Record<string, number | string>>, tag: string): Record<string, string> {
  const format = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      typeof value === 'number' ? format.format(value) : value,
    ]),
  );
}

/** The text of one message about `field`: the wording naming the field's label when both exist. */
export function fieldMessageText(field: string, entry: FieldMessage, words: FieldMessageWords): string {
  const vars = readable(entry.vars ?? {}, words.tag);
  const named = Object.hasOwn(words.named, entry.key) ? words.named[entry.key] : undefined;
  const label = Object.hasOwn(words.labels, field) ? words.labels[field] : undefined;
  if (named !== undefined && label !== undefined) return fillTemplate(named, { ...vars, field: label });
  const plain = Object.hasOwn(words.messages, entry.key) ? words.messages[entry.key] : undefined;
  // The schema only produces known keys; an unknown one still reads as a sentence, never as a code.
  return fillTemplate(plain ?? words.messages['required'] ?? '', vars);
}

/** The messages of every field in words, one list per field, each text once. */
export function fieldMessageTexts(
  errors: Readonly<Record<string, readonly FieldMessage[]>>,
  words: FieldMessageWords,
): Record<string, string[]> {
  const out = Object.create(null) as Record<string, string[]>;
  for (const [field, list] of Object.entries(errors)) {
    const texts = [...new Set(list.map((entry) => fieldMessageText(field, entry, words)))];
    Object.defineProperty(out, field, { value: texts, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
