// Download sizes as people read them next to a link: "731 B", "48 kB", "1,2 MB".

import { type Locale, localeTags } from '../i18n/locales';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size in the language's number notation, in decimal units (1 kB = 1000 bytes, as browsers and
 * operating systems show downloads); one decimal from megabytes up, whole kilobytes and bytes.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1000 && index < units.length - 1) {
    value /= 1000;
    index += 1;
  }
  return new Intl.NumberFormat(localeTags[locale], {
    style: 'unit',
    unit: units[index],
    unitDisplay: 'short',
    maximumFractionDigits: index >= 2 ? 1 : 0,
  }).format(value);
}
