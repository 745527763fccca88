// What only the site's operator may read (the outbox's count, for monitoring) asks for the operator's
// token from the environment (OPS_TOKEN), sent as `Authorization: Bearer <token>`. Without a token set,
// such a route does not exist for anyone: it is never open by default.
import { formErrorBody } from '../../schemas/api-errors';
import { bearerAccess, bearerTokenMinLength } from './bearer-token';

/** The shortest OPS_TOKEN taken; a shorter one leaves the operator's routes closed, as none would. */
export const operatorTokenMinLength = bearerTokenMinLength;

/** What an operator's route answers a request: go on, 404 (no token set) or 401 (not the operator's). */
export type OperatorAccess = 'operator' | 'closed' | 'refused';

/** Whether `request` carries the operator's token (bearer-token.ts: compared in constant time). */
export function operatorAccess(request: Request, token: string | undefined): OperatorAccess {
  const access = bearerAccess(request.headers.get('authorization'), token);
  return access === 'granted' ? 'operator' : access;
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
