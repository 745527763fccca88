import * as v from 'valibot';

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** An ISO 8601 date (`2026-11-01`) or timestamp (`2026-11-01T09:30:00Z`), kept as the string the CRM wrote. */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.regex(isoDate, 'an ISO 8601 date such as 2026-11-01 or 2026-11-01T09:30:00Z'),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'a calendar date that exists'),
);
