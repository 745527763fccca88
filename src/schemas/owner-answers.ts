// The answers of the owner API's property parts (GET /api/owner/properties/{id}/{part}) as the portal
// relies on them: the server builds its answers with these types, its tests check every answer against
// the schemas, and the island parses what it receives with them. (GET /api/owner/me: owner-me.ts.)
import * as v from 'valibot';

/** statistics: the page-view counters and the last 30 days, oldest first, and the matching buyers. */
export const StatisticsSchema = v.object({
  today: v.number(),
  week: v.number(),
  month: v.number(),
  total: v.number(),
  days: v.array(v.object({ date: v.string(), views: v.number() })),
  /** How many confirmed demands of the site's register look for a property like this one, now. */
  matchingBuyers: v.number(),
});

/** A property's page-view counters and its last 30 days, oldest first. */
export type Statistics = v.InferOutput<typeof StatisticsSchema>;

/** One row of a list (visits, communications, media, documents); a field the export left out is ''. */
export const PortalRowSchema = v.object({
  /** An ISO date, or the export's text when it was none. */
  date: v.string(),
  type: v.string(),
  contact: v.string(),
  subject: v.string(),
  comment: v.string(),
  status: v.string(),
  /** Documents only: the file's name and the API path that downloads it ('' without a file). */
  name: v.optional(v.string()),
  downloadUrl: v.optional(v.string()),
});

/** One row of a portal list as the API sends it. */
export type PortalRowAnswer = v.InferOutput<typeof PortalRowSchema>;

/** visits, communications, media, documents: the rows of one list, newest first. */
export const RowsSchema = v.object({ rows: v.array(PortalRowSchema) });

/** The lists of a property, each a part of the API. */
export const listKinds = ['visits', 'communications', 'media', 'documents'] as const;

/** One of the lists of a property. */
export type ListKind = (typeof listKinds)[number];
