// Whether a retried form post is the one stored under its submission id: the island resends the same
// answers after a lost answer, but a deploy between the two may have changed the order in which the
// server writes a body's fields (the order of a kind's schema), so the stored text is compared by what
// it says, not letter by letter.
import { isDeepStrictEqual } from 'node:util';

/** Whether `stored` (a body as saved, JSON text) holds the same answers as `body`. */
export function sameSubmissionBody(stored: string, body: unknown): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(stored), JSON.parse(JSON.stringify(body)));
  } catch {
    return false;
  }
}
