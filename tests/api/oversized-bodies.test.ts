// Oversized bodies sent in chunks (no Content-Length, so the size shows only while reading): each is
// answered at once, however it is sent, and the server's memory returns to its level afterwards. A body
// read through request.clone() once hung here and kept every refused upload in memory.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, ensureBuild, startApi } from './api-server';

let api: ApiServer;

beforeAll(async () => {
  api = await startApi(ensureBuild(), {});
});

afterAll(() => api?.stop());

/**
 * Posts `size` bytes in 64 KB chunks; resolves with the status, 'closed' when the connection closed
 * before an answer came, or 'no answer' when nothing came for 10 s (a hang).
 */
function chunkedPost(path: string, type: string, size: number): Promise<number | string> {
  const url = new URL(path, api.base);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': type, Origin: api.base, 'Transfer-Encoding': 'chunked' },
      },
      (response) => {
        response.resume();
        // The first settlement wins: the status once the headers are in, before the socket closes.
        resolve(response.statusCode ?? 0);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      resolve('no answer');
    }, 10_000);
    request.on('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
    // The server may close the connection once it has answered, before the rest is written.
    request.on('error', () => undefined);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += 64 * 1024;
        if (!request.write(Buffer.alloc(64 * 1024, 'a'))) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

/** The server process's resident memory, MB. */
const residentMb = () => {
  const status = readFileSync(`/proc/${api.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

describe('oversized chunked bodies', () => {
  it('answer a 70 KB urlencoded post, a 70 KB JSON post and an 8 MB multipart post at once', async () => {
    // A plain post is sent back to its form with the message (post/redirect/get); JSON gets 413.
    expect(await chunkedPost('/api/forms/site-contact', 'application/x-www-form-urlencoded', 70 * 1024)).toBe(
      303,
    );
    expect(await chunkedPost('/api/forms/site-contact', 'application/json', 70 * 1024)).toBe(413);
    // The server reads the rest of the 8 MB upload away before it answers. When it answered at 6 MB,
    // the close of this Connection: close request met the bytes still arriving and reset the
    // connection, dropping the answer at the client: all three attempts failed in 6 of 24 runs.
    // A server that hangs or always cuts the upload fails all three.
    const answers: (number | string)[] = [];
    for (let attempt = 0; attempt < 3 && !answers.includes(303); attempt++)
      answers.push(await chunkedPost('/api/forms/cv', 'multipart/form-data; boundary=x', 8 * 1024 * 1024));
    expect(answers).toContain(303);
    expect(answers.filter((answer) => answer !== 303 && answer !== 'closed')).toEqual([]);
  });

  it('do not keep refused uploads: 3 more rounds of 20 uploads of 8 MB leave the memory where the first left it', async () => {
    const round = async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          chunkedPost('/api/forms/cv', 'multipart/form-data; boundary=x', 8 * 1024 * 1024),
        ),
      );
      expect(answers).not.toContain('no answer');
    };
    // Under load a client still writing when the answer comes may see its connection reset first
    // ('closed'), as with any server that answers before reading the whole body; none may hang.
    // The first round takes the memory to its working level (20 readers of up to 6 MB at once, which
    // the process keeps for reuse); refused uploads kept would add 160 MB a round after that.
    await round();
    const before = residentMb();
    for (let n = 0; n < 3; n++) await round();
    expect(residentMb() - before).toBeLessThan(100);
  });
});
