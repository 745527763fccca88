// CV uploads against a real build: a file's content is checked only for a post that passed the robot
// check and its rate limits, in a worker thread with a time limit, one at a time per process; hostile
// files are refused and a real CV goes through; and twenty hostile uploads at once leave the pages and
// the other forms answering as before.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, ensureBuild, solvedAltcha, startApi } from './api-server';

let api: ApiServer;

beforeAll(async () => {
  api = await startApi(ensureBuild(), {});
});

afterAll(() => api?.stop());

const person = {
  title: 'ms',
  firstName: 'Camille',
  lastName: 'Dubois',
  email: 'camille@example.be',
  phone: '+32 470 12 34 56',
  privacyConsent: 'yes',
};
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const realCv = new Uint8Array(readFileSync(new URL('../fixtures/cv/chromium-cv.pdf', import.meta.url)));
/** Nearly 5 MB of `stream` keywords: the old check copied and inflated a slice at each, for minutes. */
const streamBomb = latin1(`%PDF-1.7\n${'stream\n'.repeat(740_000)}endstream`);
/** Letters after a PDF header: a parser looks for an object at every byte, for longer than the time limit. */
const slowPdf = latin1(`%PDF-1.7\n${'a'.repeat(4_000_000)}`);

/**
 * Posts a CV form as the island does (multipart; `altcha` false sends none: a robot). The body is made
 * as one buffer: twenty 5 MB bodies encoded by FormData kept this client too busy to send its headers
 * in the server's 10 s on a loaded machine.
 */
async function sendCv(
  base: string,
  bytes: Uint8Array,
  options: { altcha?: string | false; locale?: string; submissionId?: string; startedAt?: number } = {},
): Promise<Response> {
  const fields: Record<string, string> = {
    ...person,
    locale: options.locale ?? 'en',
    submissionId: options.submissionId ?? randomUUID(),
    startedAt: String(options.startedAt ?? Date.now() - 60_000),
  };
  if (options.altcha !== false) fields['altcha'] = options.altcha ?? (await solvedAltcha(base));
  const boundary = `cv-${randomUUID()}`;
  let head = '';
  for (const [field, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  // A connection of its own, closed after the answer: a keep-alive connection the server has just closed
  // for idling, reused by a busy client, fails with EPIPE before the server sees the request.
  return new Promise<Response>((resolve, reject) => {
    const request = httpRequest(
      `${base}/api/forms/cv`,
      {
        method: 'POST',
        agent: false,
        headers: {
          Accept: 'application/json',
          Origin: base,
          Connection: 'close',
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(body.length),
        },
        // A server frozen by a check must fail the test, not hang it.
        timeout: 60_000,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 0 })),
        );
        answer.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in 60 s')));
    request.on('error', reject);
    request.end(body);
  });
}

/** The time a request takes to be answered, in ms, and its status. */
async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const answer = await request();
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status };
}

const p99 = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
};

describe('CV uploads', () => {
  it('takes a real CV with links, and refuses hostile PDFs and Word files with the visitor-language message', async () => {
    expect((await sendCv(api.base, realCv)).status).toBe(201);
    // JavaScript in an object stream encoded in hexadecimal, which no byte scan of the file sees.
    const script = Buffer.from('4 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>\n', 'latin1');
    const hex = `${script.toString('hex')}>`;
    const hidden = latin1(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length ${hex.length} >>\nstream\n${hex}\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    );
    const refused = await sendCv(api.base, hidden, { locale: 'fr' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      errors: {
        file: [
          'Ce fichier contient des macros, des scripts ou des programmes intégrés, ou ne peut pas être lu. Envoyez un simple fichier PDF ou DOCX.',
        ],
      },
    });
    const template = zipSync({
      '[Content_Types].xml': strToU8(
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8('<Relationships/>'),
      'word/document.xml': strToU8('<w:document/>'),
      'word/_rels/settings.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/></Relationships>',
      ),
    });
    expect((await sendCv(api.base, template)).status).toBe(422);
  });

  it('refuses a robot and a post over its rate limit before looking at its file', async () => {
    // Without a proof of work: the anti-robot message at once, though the files would take a check seconds.
    const robotMessage = {
      errors: {
        altcha: [
          'We could not confirm that a person sent this form. Please wait a few seconds and send it again.',
        ],
      },
    };
    for (const file of [streamBomb, slowPdf]) {
      const robot = await sendCv(api.base, file, { altcha: false });
      expect(robot.status).toBe(422);
      expect(await robot.json()).toMatchObject(robotMessage);
    }
    const limited = await startApi(ensureBuild(), { FORM_RATE_LIMIT: '2' });
    try {
      // A repeat of a stored post (the island resending after a lost answer) is answered as the first and
      // counts nothing: the limit of two still lets a second CV through.
      const first = { submissionId: randomUUID(), startedAt: Date.now() - 60_000 };
      expect((await sendCv(limited.base, realCv, first)).status).toBe(201);
      expect((await sendCv(limited.base, realCv, first)).status).toBe(201);
      expect((await sendCv(limited.base, realCv)).status).toBe(201);
      // The floor: a file of the same size, refused by the limit as well.
      const padded = latin1(`%PDF-1.7\n${' '.repeat(streamBomb.byteLength - 9)}`);
      const altchas = await Promise.all([1, 2, 3].map(() => solvedAltcha(limited.base)));
      const floor = await timed(() => sendCv(limited.base, padded, { altcha: altchas[0] ?? '' }));
      expect(floor.status).toBe(429);
      // The hostile files are not checked (the slow one would hold the check its 5 s): refused as fast.
      for (const [n, file] of [streamBomb, slowPdf].entries()) {
        const over = await timed(() => sendCv(limited.base, file, { altcha: altchas[n + 1] ?? '' }));
        expect(over.status).toBe(429);
        expect(over.ms).toBeLessThan(floor.ms + 4_000);
      }
    } finally {
      limited.stop();
    }
  });

  it('refuses a file it cannot check in time, with its own message', async () => {
    const answer = await sendCv(api.base, slowPdf, { locale: 'de' });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      errors: {
        file: [
          'Diese Datei konnte nicht rechtzeitig geprüft werden. Senden Sie eine einfachere PDF- oder DOCX-Datei (zum Beispiel erneut als PDF gedruckt).',
        ],
      },
    });
  });

  it('keeps answering pages and other posts while twenty hostile CVs are uploaded at once', async () => {
    const page = () => fetch(`${api.base}/en/`, { signal: AbortSignal.timeout(60_000) });
    // Every proof of work is solved before the clock runs: solving takes this client's time, which the
    // uploads need to send their bodies.
    const contactAltchas = await Promise.all(Array.from({ length: 120 }, () => solvedAltcha(api.base)));
    const contact = (altcha: string) => () =>
      fetch(`${api.base}/api/forms/site-contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: api.base },
        body: JSON.stringify({
          ...person,
          locale: 'en',
          submissionId: randomUUID(),
          startedAt: Date.now() - 60_000,
          altcha,
        }),
        signal: AbortSignal.timeout(60_000),
      });

    /** Page GETs (two at a time) and a contact post every fifth round, until `until` says stop. */
    async function measure(until: () => boolean, maxRounds: number) {
      const pages: number[] = [];
      const posts: number[] = [];
      const statuses: number[] = [];
      const deadline = Date.now() + 120_000;
      for (let round = 0; round < maxRounds && Date.now() < deadline && !until(); round++) {
        const [a, b] = await Promise.all([timed(page), timed(page)]);
        pages.push(a.ms, b.ms);
        statuses.push(a.status, b.status);
        if (round % 5 === 0 && contactAltchas.length > 0) {
          const post = await timed(contact(contactAltchas.pop() ?? ''));
          posts.push(post.ms);
          statuses.push(post.status);
        }
      }
      return { pages, posts, statuses };
    }

    // Solved first: the attack follows the floor at once (a keep-alive connection left idle for the
    // server's 5 s would be closed under a client that reuses it).
    const altchas = await Promise.all(Array.from({ length: 20 }, () => solvedAltcha(api.base)));
    const floor = await measure(() => false, 100);
    // Every check costs its worker seconds: the stream bombs, and files that run into the time limit.
    let done = false;
    const attack = Promise.all(
      altchas.map((altcha, n) =>
        // All twenty in flight together, their starts spread over a second as twenty visitors' would be.
        new Promise((started) => setTimeout(started, n * 50))
          .then(() => sendCv(api.base, n % 2 === 0 ? streamBomb : slowPdf, { altcha }))
          .then(
            async (answer) => ({ status: answer.status, body: await answer.text() }),
            (error: unknown) => ({
              status: 0,
              body: `${String(error)} ${String((error as { cause?: unknown }).cause)}`,
            }),
          ),
      ),
    ).finally(() => {
      done = true;
    });
    const during = await measure(() => done, 2_000);
    const uploads = await attack;

    // Every upload was answered: refused as unsafe or unchecked (422), or told to come back (429).
    for (const upload of uploads) expect([422, 429], upload.body).toContain(upload.status);
    expect(uploads.some((upload) => upload.status === 422)).toBe(true);
    expect(during.statuses.every((status) => status === 200 || status === 201)).toBe(true);
    expect(during.pages.length).toBeGreaterThan(20);
    const bound = (values: readonly number[]) => Math.max(200, 4 * p99(values));
    console.log(
      `p99 page ${p99(floor.pages).toFixed(0)} ms before, ${p99(during.pages).toFixed(0)} ms during (${during.pages.length} GETs); contact post ${p99(floor.posts).toFixed(0)} ms before, ${p99(during.posts).toFixed(0)} ms during`,
    );
    expect(p99(during.pages)).toBeLessThan(bound(floor.pages));
    expect(p99(during.posts)).toBeLessThan(bound(floor.posts));
  });
});
