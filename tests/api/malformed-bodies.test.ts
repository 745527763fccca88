// Property-based: thousands of malformed bodies (wrong types, huge strings, wrong content types,
// prototype keys, broken multipart) to every form kind. No answer is a 5xx; each is a 4xx, with field
// messages when fields are at fault; nothing is stored.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFields, formKinds } from '../../src/domain/forms/schemas';
import { type ApiServer, ensureBuild, startApi } from './api-server';

/** Runs per form kind (14 kinds: 2,100 requests in all). */
const runsPerKind = 150;
let api: ApiServer;

beforeAll(async () => {
  api = await startApi(ensureBuild(), {});
});

afterAll(() => api?.stop());

const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'types[]', ''];

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 9000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.emailAddress(),
);

function bodyFor(kind: (typeof formKinds)[number]) {
  const key = fc.oneof(
    fc.constantFrom(...formFields(kind)),
    fc.constantFrom(...hostileKeys),
    fc.string({ maxLength: 12 }),
  );
  return fc.dictionary(key, value, { maxKeys: 12 });
}

type Sent = { contentType: string | undefined; body: string | Uint8Array<ArrayBuffer> };

function requestFor(kind: (typeof formKinds)[number]): fc.Arbitrary<Sent> {
  const json = bodyFor(kind).map(
    (body): Sent => ({ contentType: 'application/json', body: JSON.stringify(body) }),
  );
  const notAnObject = fc
    .oneof(
      fc.jsonValue().map((item) => JSON.stringify(item)),
      fc.string({ maxLength: 50 }),
    )
    .map((body): Sent => ({ contentType: 'application/json', body }));
  const urlencoded = bodyFor(kind).map(
    (body): Sent => ({
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(
        Object.entries(body).map(([name, item]) => [
          name,
          typeof item === 'string' ? item : JSON.stringify(item),
        ]),
      ).toString(),
    }),
  );
  const brokenMultipart = fc
    .string({ maxLength: 300 })
    .map((text): Sent => ({ contentType: 'multipart/form-data; boundary=XyZ', body: `--XyZ\r\n${text}` }));
  const wrongType = fc
    .tuple(
      fc.constantFrom('text/plain', 'application/xml', undefined, 'image/png'),
      fc.string({ maxLength: 100 }),
    )
    .map(([contentType, body]): Sent => ({ contentType, body }));
  const invalidUtf8 = fc.constant<Sent>({
    contentType: 'application/json',
    body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
  });
  return fc.oneof(json, notAnObject, urlencoded, brokenMultipart, wrongType, invalidUtf8);
}

describe('malformed bodies', () => {
  it.each(formKinds)('never break %s: a 4xx each time and nothing stored', async (kind) => {
    await fc.assert(
      fc.asyncProperty(requestFor(kind), async ({ contentType, body }) => {
        const headers: Record<string, string> = { Origin: api.base, Accept: 'application/json' };
        if (contentType !== undefined) headers['Content-Type'] = contentType;
        const answer = await fetch(`${api.base}/api/forms/${kind}`, { method: 'POST', headers, body });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        if (answer.status === 422) {
          const { errors } = (await answer.json()) as { errors: Record<string, unknown> };
          const fields = Object.keys(errors).filter((field) => field !== '_form');
          expect(fields.length).toBeGreaterThan(0);
          for (const field of fields)
            expect(errors[field]).toEqual(expect.arrayContaining([expect.any(String)]));
        } else {
          await answer.arrayBuffer();
        }
      }),
      { numRuns: runsPerKind },
    );
    expect((await api.query('SELECT COUNT(*) AS n FROM submissions'))[0]?.['n']).toBe(0);
  });
});
