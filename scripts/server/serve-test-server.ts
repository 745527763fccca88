// The server of serve.test.ts: a real build served by scripts/server/serve.ts in a child process, as
// `npm run build` and `npm start` do, and requests that show what travels on the wire.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';

/** A running server of a build: its address, what it printed so far, and how to stop it. */
export interface BuiltServer {
  readonly base: string;
  output(): string;
  stop(): void;
}

/** Builds the site into `out` (inside the project: the server bundle resolves its packages from node_modules) and serves it. */
export async function startBuiltServer(out: string): Promise<BuiltServer> {
  rmSync(out, { recursive: true, force: true });
  // Built and served as `npm run build` and `npm start` do: without the NODE_ENV=test that vitest sets.
  const { NODE_ENV: _test, ...env } = process.env;
  const build = spawnSync(resolve('node_modules/.bin/astro'), ['build'], {
    encoding: 'utf8',
    env: { ...env, ASTRO_OUT_DIR: out },
  });
  if (build.status !== 0) throw new Error(`astro build failed:\n${build.stderr}${build.stdout}`);
  const child: ChildProcess = spawn(process.execPath, [resolve('scripts/server/serve.ts'), out], {
    env: { ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolveBase, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Serving on (http:\/\/\S+)/.exec(output);
      if (found?.[1]) resolveBase(found[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`serve.ts exited (${code}):\n${output}`)));
  });
  return {
    base,
    output: () => output,
    stop() {
      child.kill();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/** A request fetch() will not send (TRACE, QUERY without a body): its status, headers and body. */
export const rawRequest = (base: string, method: string, path: string) =>
  new Promise<{ status: number; type: string; allow: string; body: string }>((done, fail) => {
    const request = httpRequest(`${base}${path}`, { method }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          allow: String(response.headers.allow ?? ''),
          body,
        }),
      );
    });
    request.on('error', fail);
    request.end();
  });

/** A GET with this Accept-Encoding, its body as sent (Node's fetch decodes bodies itself). */
export const onTheWire = (base: string, path: string, acceptEncoding: string) =>
  new Promise<{ status: number | undefined; headers: Record<string, unknown>; body: Buffer }>(
    (done, fail) => {
      httpRequest(`${base}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          done({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', fail)
        .end();
    },
  );
