// A bearer token from the environment, as the operator's routes (OPS_TOKEN, operator-access.ts) and the
// production server's publish drop (PUBLISH_TOKEN, scripts/server/publish-drop.ts) ask for it. No
// imports of the project: the production server runs this file as Node strips its types.
import { createHash, timingSafeEqual } from 'node:crypto';

/** The shortest token taken; a shorter one leaves its routes closed, as none would. */
export const bearerTokenMinLength = 32;

/** What a token-guarded route answers a request: go on, 404 (no token set) or 401 (not the token). */
export type BearerAccess = 'granted' | 'closed' | 'refused';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether the `Authorization` header carries `token`. Compared as SHA-256 digests with timingSafeEqual,
 * so the time taken tells neither the token's length nor how much of it a guess got right.
 */
export function bearerAccess(
  authorization: string | null | undefined,
  token: string | undefined,
): BearerAccess {
  if (token === undefined || token.length < bearerTokenMinLength) return 'closed';
  const sent = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  if (sent === undefined) return 'refused';
  return timingSafeEqual(digest(sent), digest(token)) ? 'granted' : 'refused';
}
