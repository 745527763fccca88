// Where a visit came from, for the CRM: the page it landed on, the referrer and the utm_* parameters.
// Kept by the browser in sessionStorage (one visit) only once the visitor gave analytical consent
// (src/islands/consent/visit-source.ts), sent with the form posts, and checked here again by the API: what a
// post says is the visitor's text, so only these keys, as bounded text, go on to the CRM.

/** The sessionStorage key of the visit's source. */
export const visitSourceKey = 'visit-source';
/** The body field a form post carries it in (JSON: an object; multipart: its JSON text). */
export const visitSourceField = 'source';
/** The campaign parameters kept. */
export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** A visit's source. */
export interface VisitSource {
  readonly landingPage: string;
  readonly referrer: string;
  readonly utm: Partial<Record<(typeof utmKeys)[number], string>>;
}

const maxUrl = 2000;
const maxUtm = 200;

/**
 * The source of a visit that lands on `url` from `referrer` (document.referrer, '' when none). A
 * referrer of the site itself (consent given on a later page of the visit) says nothing of where the
 * visit came from: it is left out.
 */
export function visitSourceOf(url: string, referrer: string): VisitSource {
  const parsed = new URL(url);
  const outside = referrer !== '' && new URL(referrer, url).origin !== parsed.origin;
  const utm: Record<string, string> = {};
  for (const key of utmKeys) {
    const value = parsed.searchParams.get(key);
    if (value !== null && value !== '') utm[key] = value.slice(0, maxUtm);
  }
  return { landingPage: url.slice(0, maxUrl), referrer: outside ? referrer.slice(0, maxUrl) : '', utm };
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * The source a post or the storage holds, read back: its JSON text or object, only the known keys, each
 * as bounded text; undefined when it holds none.
 */
export function readVisitSource(raw: unknown): VisitSource | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const given = typeof record.utm === 'object' && record.utm !== null ? record.utm : {};
  const utm: Record<string, string> = {};
  for (const key of utmKeys) {
    const item = text((given as Record<string, unknown>)[key], maxUtm);
    if (item !== '') utm[key] = item;
  }
  const source = {
    landingPage: text(record.landingPage, maxUrl),
    referrer: text(record.referrer, maxUrl),
    utm,
  };
  return source.landingPage === '' && source.referrer === '' && Object.keys(utm).length === 0
    ? undefined
    : source;
}
