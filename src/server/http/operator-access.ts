// What only the site's operator may read (the outbox's count, for monitoring) asks for the operator's
// token from the environment (OPS_TOKEN), sent as `Authorization: Bearer <token>`. Without a token set,
// such a route does not exist for anyone: it is never open by default.
import { createHash, timingSafeEqual } from 'node:crypto';
import { formErrorBody } from '../../schemas/api-errors';

/** The shortest OPS_TOKEN taken; a shorter one leaves the operator's routes closed, as none would. */
export const operatorTokenMinLength = 32;

/** What an operator's route answers a request: go on, 404 (no token set) or 401 (not the operator's). */
export type OperatorAccess = 'operator' | 'closed' | 'refused';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `request` carries the operator's token. Compared as SHA-256 digests with timingSafeEqual, so
 * the time taken tells neither the token's length nor how much of it a guess got right.
 */
export function operatorAccess(request: Request, token: string | undefined): OperatorAccess {
  if (token === undefined || token.length < operatorTokenMinLength) return 'closed';
  const sent = /^Bearer +(\S+) *$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (sent === undefined) return 'refused';
  return timingSafeEqual(digest(sent), digest(token)) ? 'operator' : 'refused';
}

/** The answer to a request an operator's route does not serve: 404 when closed, else 401 asking for the token. */
export function operatorRefusal(access: Exclude<OperatorAccess, 'operator'>): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  if (access === 'closed')
    return new Response(JSON.stringify({ errors: { path: ['Not found'] } }), { status: 404, headers });
  return new Response(JSON.stringify(formErrorBody('Unauthorized')), {
    status: 401,
    headers: { ...headers, 'WWW-Authenticate': 'Bearer' },
  });
}
