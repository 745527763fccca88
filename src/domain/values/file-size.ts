// Download sizes as people write them next to a link: "731 bytes", "48 kB", "1,2 Mo".

import { pluralRules } from '../../i18n/fill-template';
import { type Locale, localeTags } from '../../i18n/locales';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

// The word for bytes by plural category. CLDR's Dutch unit is "731 byte", where Dutch writers (and
// Windows and macOS in Dutch) say "731 bytes"; the other languages match CLDR.
const byteWords: Readonly<Record<Locale, { readonly one: string; readonly other: string }>> = {
  nl: { one: 'byte', other: 'bytes' },
  fr: { one: 'octet', other: 'octets' },
  en: { one: 'byte', other: 'bytes' },
  de: { one: 'Byte', other: 'Byte' },
};

/**
 * A file size in the language's words and notation, in decimal units (1 kB = 1000 bytes, as browsers and
 * operating systems show downloads): bytes spelled out with their plural ("731 bytes", "731 octets"),
 * whole kilobytes, one decimal from megabytes up.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let index = 0;
  const digits = () => (index >= 2 ? 1 : 0);
  const rounded = () => Math.round(value * 10 ** digits()) / 10 ** digits();
  // Step up on the rounded value, so that 999 800 bytes read "1 MB" and never "1,000 kB".
  while (rounded() >= 1000 && index < units.length - 1) {
    value /= 1000;
    index += 1;
  }
  const tag = localeTags[locale];
  if (index === 0) {
    // Bytes take the word with its plural ("1 byte", "731 bytes"), never the symbol "731 byte".
    const count = rounded();
    const words = byteWords[locale];
    const word = pluralRules(tag).select(count) === 'one' ? words.one : words.other;
    return `${numberFormat(tag, undefined, 0).format(count)}\u00a0${word}`;
  }
  return numberFormat(tag, units[index], digits()).format(rounded());
}

// The formats a size is written with, made once each: a page lists several documents, a build thousands.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string, unit: string | undefined, fractionDigits: number): Intl.NumberFormat {
  const key = `${tag} ${unit ?? ''} ${fractionDigits}`;
  let format = formats.get(key);
  if (format === undefined) {
    format =
      unit === undefined
        ? new Intl.NumberFormat(tag)
        : new Intl.NumberFormat(tag, {
            style: 'unit',
            unit,
            unitDisplay: 'short',
            maximumFractionDigits: fractionDigits,
          });
    formats.set(key, format);
  }
  return format;
}
