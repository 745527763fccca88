// The answer of GET /api/owner/me as the owner portal relies on it: the island checks every answer
// against it, and the portal's state (src/stores/owner-portal.ts) holds what it describes.
import * as v from 'valibot';

const text = v.nullish(v.string());

/** Who is logged in and their properties. */
export const MeSchema = v.object({
  firstName: text,
  lastName: text,
  email: v.string(),
  language: text,
  properties: v.array(
    v.object({
      id: v.number(),
      reference: v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
      title: text,
      city: text,
      picture: v.nullish(v.object({ url: v.string(), width: v.number(), height: v.number() })),
      detailUrl: text,
    }),
  ),
});

/** The owner who is logged in and their properties. */
export type Me = v.InferOutput<typeof MeSchema>;

/** One of the owner's properties. */
export type OwnedProperty = Me['properties'][number];
