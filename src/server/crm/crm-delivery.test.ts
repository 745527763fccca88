// One attempt at the CRM's webhook against a real local server (port 4514; nothing listens on 4515):
// what a 2xx, a redirect, a 429, a 4xx and a refused connection make of it.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmDeliveryError, postLead } from './crm-delivery';

const paths: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    paths.push(request.url ?? '');
    request.resume();
    request.on('end', () => {
      const status = Number(request.url?.slice(1)) || 200;
      response.writeHead(status, status === 302 ? { Location: '/elsewhere' } : {}).end('said');
    });
  });
  await new Promise<void>((done) => server.listen(4514, '127.0.0.1', done));
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const at = (path: string, port = 4514) => ({ url: new URL(`http://127.0.0.1:${port}${path}`), secret: 's' });
const failure = (promise: Promise<void>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as CrmDeliveryError,
  );

describe('one post to the webhook', () => {
  it('is delivered on a 2xx', async () => {
    await expect(postLead(at('/204'), '{}')).resolves.toBeUndefined();
  });

  it('never follows a redirect: it refuses the lead', async () => {
    paths.length = 0;
    const error = await failure(postLead(at('/302'), '{}'));
    expect(error?.retryable).toBe(false);
    expect(error?.message).toContain('302 (redirects are not followed)');
    expect(paths).toEqual(['/302']);
  });

  it('tries again after a 429 or a refused connection, not after a 404', async () => {
    expect((await failure(postLead(at('/429'), '{}')))?.retryable).toBe(true);
    expect(await failure(postLead(at('/404'), '{}'))).toMatchObject({
      retryable: false,
      message: 'CRM webhook answered 404: said',
    });
    expect((await failure(postLead(at('/', 4515), '{}')))?.retryable).toBe(true);
    expect((await failure(postLead(undefined, '{}')))?.retryable).toBe(true);
  });
});
