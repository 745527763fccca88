// Download sizes as people write them next to a link: "731 bytes", "48 kB", "1,2 Mo".

import { type Locale, localeTags } from '../i18n/locales';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

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
  return new Intl.NumberFormat(localeTags[locale], {
    style: 'unit',
    unit: units[index],
    // "731 byte" is the short form and reads as a typo; bytes take the word, larger units the symbol.
    unitDisplay: index === 0 ? 'long' : 'short',
    maximumFractionDigits: digits(),
  }).format(rounded());
}
