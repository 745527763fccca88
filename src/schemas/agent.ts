import * as v from 'valibot';
import { IdSchema } from './id';
import { LocalizedTextSchema } from './localized-text';
import { MediaUrlSchema } from './url';

/** An agent of the agency, referred to by properties' and projects' AgentID. */
export const AgentSchema = v.object({
  ID: IdSchema,
  FirstName: v.string(),
  LastName: v.string(),
  /** Job title per language. */
  Function: v.optional(LocalizedTextSchema),
  Phone: v.optional(v.string()),
  Email: v.optional(v.pipe(v.string(), v.email())),
  Photo: v.optional(MediaUrlSchema),
});

/** An agent of the agency. */
export type Agent = v.InferOutput<typeof AgentSchema>;
