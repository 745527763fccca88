// Date formatters per time zone, made once: building an Intl.DateTimeFormat costs far more than formatting
// with it, and every page formats dates (and building them was most of a view beacon's time).

/** The formatter of `locale` and `options` in a time zone, made on the first use in that zone. */
export function formatPerZone(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = made.get(timeZone);
    if (format === undefined) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      made.set(timeZone, format);
    }
    return format;
  };
}
