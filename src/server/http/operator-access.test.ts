// The operator's routes: closed without OPS_TOKEN, and open only to the exact token as a bearer token.
import { describe, expect, it } from 'vitest';
import { serverConfig } from '../server-config';
import { operatorAccess, operatorRefusal, operatorTokenMinLength } from './operator-access';

const token = 'k3Y-'.repeat(10);
const asking = (authorization?: string) =>
  new Request('http://localhost/api/forms/outbox', {
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });

describe('operatorAccess', () => {
  it('is closed to everyone without a token, or with one too short to resist guessing', () => {
    expect(operatorAccess(asking(`Bearer ${token}`), undefined)).toBe('closed');
    expect(operatorAccess(asking(), serverConfig({}).opsToken)).toBe('closed');
    expect(operatorAccess(asking(), serverConfig({ OPS_TOKEN: '  ' }).opsToken)).toBe('closed');
    const short = 'x'.repeat(operatorTokenMinLength - 1);
    expect(operatorAccess(asking(`Bearer ${short}`), short)).toBe('closed');
  });

  it('opens to the exact token only, sent as a bearer token', () => {
    const configured = serverConfig({ OPS_TOKEN: ` ${token}\n` }).opsToken;
    expect(operatorAccess(asking(`Bearer ${token}`), configured)).toBe('operator');
    expect(operatorAccess(asking(`bearer ${token}`), configured)).toBe('operator');
    for (const header of [
      undefined,
      '',
      token,
      `Basic ${token}`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
      `Bearer ${token.toUpperCase()}`,
      `Bearer ${token} ${token}`,
    ]) {
      expect(operatorAccess(asking(header), configured), String(header)).toBe('refused');
    }
  });
});

describe('operatorRefusal', () => {
  it('answers 404 when closed, 401 asking for a bearer token otherwise, never cached', async () => {
    const closed = operatorRefusal('closed');
    expect(closed.status).toBe(404);
    expect(closed.headers.get('cache-control')).toBe('no-store');
    const refused = operatorRefusal('refused');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect(await refused.json()).toEqual({ errors: { _form: ['Unauthorized'] } });
  });
});
