// How long a visitor must wait before trying again (a rate limit's Retry-After), in words of their
// language: "146 s" reads fine, "83605 s" does not. Seconds under a minute, then minutes under an hour,
// then hours, each rounded up so that trying again at the time said works. Pure (Intl only): the API
// words its refusals with it, and the islands word a bare 429 the same way.

const formats = new Map<string, Intl.NumberFormat>();

function unitFormat(tag: string, unit: 'second' | 'minute' | 'hour'): Intl.NumberFormat {
  const key = `${tag}\u0000${unit}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' });
    formats.set(key, format);
  }
  return format;
}

/** `seconds` (at least 1) as the wait a person reads, in the language of the BCP 47 `tag`. */
export function waitText(seconds: number, tag: string): string {
  const wait = Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 60;
  if (wait < 60) return unitFormat(tag, 'second').format(wait);
  if (wait < 60 * 60) return unitFormat(tag, 'minute').format(Math.ceil(wait / 60));
  return unitFormat(tag, 'hour').format(Math.ceil(wait / 3600));
}
