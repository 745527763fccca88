// Slow clients cannot hold the server: headers trickled a line at a time get 408 once their 10 s are
// up, a connection that stops sending in the middle of a body is closed after 30 s of silence, and the
// pages and the API answer as usual meanwhile (scripts/server/serve.ts sets the timeouts).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, ensureBuild, startApi } from './api-server';

let api: ApiServer;
/** What the server logged since it started. */
let log = '';

beforeAll(async () => {
  api = await startApi(ensureBuild(), {});
  api.child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
});

afterAll(() => api?.stop());

interface Ending {
  /** Seconds from the first byte sent to the server's close. */
  readonly seconds: number;
  /** The status line the server wrote before closing, or '' when it wrote none. */
  readonly status: string;
  /** All the server wrote. */
  readonly answer: string;
}

/**
 * Opens a connection, writes `start`, then `trickle` every 2 s (nothing when empty); resolves when the
 * server closes it, or with Infinity seconds after `giveUpMs` (the client then closes it itself).
 */
function slowClient(start: string, trickle: string, giveUpMs: number): Promise<Ending> {
  const { hostname, port } = new URL(api.base);
  return new Promise((resolve) => {
    const began = Date.now();
    let received = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(start));
    const ticker = setInterval(() => {
      if (trickle !== '' && socket.writable) socket.write(trickle);
    }, 2000);
    const giveUp = setTimeout(() => {
      clearInterval(ticker);
      socket.destroy();
      resolve({
        seconds: Number.POSITIVE_INFINITY,
        status: received.split('\r\n')[0] ?? '',
        answer: received,
      });
    }, giveUpMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      resolve({
        seconds: (Date.now() - began) / 1000,
        status: received.split('\r\n')[0] ?? '',
        answer: received,
      });
    });
  });
}

describe('slow clients', () => {
  it('ends trickled headers with 408 and silent bodies by closing, while others are answered', async () => {
    const host = new URL(api.base).host;
    const headers = Array.from({ length: 40 }, () =>
      slowClient(`GET /fr/ HTTP/1.1\r\nHost: ${host}\r\n`, 'X-Slow: yes\r\n', 20_000),
    );
    const silent = Array.from({ length: 10 }, () =>
      slowClient(
        `POST /api/forms/site-contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${api.base}\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 2000\r\n\r\nfirstName=Cam',
        '',
        45_000,
      ),
    );
    // Meanwhile a visitor's page and the API's health answer at once, every second for 5 s.
    for (let second = 0; second < 5; second++) {
      const page = await fetch(`${api.base}/fr/`, { signal: AbortSignal.timeout(3000) });
      expect(page.status).toBe(200);
      await page.arrayBuffer();
      const health = await fetch(`${api.base}/api/health`, { signal: AbortSignal.timeout(3000) });
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    for (const ending of await Promise.all(headers)) {
      // 10 s for the headers, checked every 2 s.
      expect(ending.seconds).toBeLessThan(15);
      expect(ending.status).toBe('HTTP/1.1 408 Request Timeout');
      // A page that says so in every language (before: Fastify's JSON, in English).
      expect(ending.answer).toContain('Content-Type: text/html; charset=utf-8');
      expect(ending.answer).toContain('<section lang="en"><h1>Your message did not arrive</h1>');
    }
    for (const ending of await Promise.all(silent)) {
      // 30 s without a byte.
      expect(ending.seconds).toBeGreaterThan(25);
      expect(ending.seconds).toBeLessThan(40);
    }
    // A client that went away is no error of ours: the log's errors stay for real ones (before: one
    // "aborted" error per silent body).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const errors = log.split('\n').filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  }, 60_000);
});
