// Fastify plugin of the HTTP publish drop, for a CRM that pushes its exports: `POST /api/publish` with
// the export as a zip body (Content-Type: application/zip), or a change of a few records as JSON
// (application/json, src/domain/publish/record-changes.ts), and `Authorization: Bearer <PUBLISH_TOKEN>`
// answers 202 with the job's id and status URL once the body is on disk (releases/.incoming/<id>.zip or
// <id>.change.json; a change whose shape is wrong gets 400 with its problems and is not kept);
// `GET /api/publish/{id}` with the same token answers the job's status (publish-jobs.ts). The queue is
// published one export at a time by the same command as `npm run publish` (publish-runner.ts). Only
// `npm start` has it, following the releases folder: without PUBLISH_TOKEN (or with one shorter than
// 32 characters) the routes do not exist and /api/publish answers 404 as any unknown API path.
// A CRM posts from its server, with no Origin to check: the token alone guards the route.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readRecordChanges } from '../../src/domain/publish/record-changes.ts';
import { bearerAccess } from '../../src/server/http/bearer-token.ts';
import { incomingDir, jobAnswer, newJobId, readJob, uploadFile, writeJob } from './publish-jobs.ts';
import { startQueueRunner } from './publish-runner.ts';
import { apiError } from './replies.ts';

/** PUBLISH_MAX_MB's default: a CRM export with its pictures, zipped. */
export const defaultMaxMegabytes = 1024;

/** A change of records is a few listings' texts: far less than a whole export. */
const maxChangeBytes = 16 * 1024 * 1024;

/** Uploads received at once by one process; more wait for a turn (503): each may hold up to the limit on disk. */
const maxUploadsAtOnce = 2;

export interface PublishDropOptions {
  readonly releases: string;
  readonly token: string | undefined;
  readonly maxBytes: number;
}

/** The byte limit of a drop from PUBLISH_MAX_MB (megabytes, 1 MB = 2^20 bytes), else the default. */
export function dropMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const megabytes = Number(env.PUBLISH_MAX_MB);
  const taken = env.PUBLISH_MAX_MB?.trim() && Number.isFinite(megabytes) && megabytes > 0;
  return Math.floor((taken ? megabytes : defaultMaxMegabytes) * 1024 * 1024);
}

class TooLarge extends Error {}

/**
 * Writes the request's body to `path`: fails with TooLarge past `maxBytes` (leaving the rest unread,
 * the connection still able to carry the 413), or when the body is cut off.
 */
function receive(body: IncomingMessage, path: string, maxBytes: number): Promise<number> {
  return new Promise((done, fail) => {
    const out = createWriteStream(path, { flags: 'wx' });
    let bytes = 0;
    let settled = false;
    const end = (error?: Error) => {
      if (settled) return;
      settled = true;
      body.off('data', take);
      if (error === undefined) return done(bytes);
      body.pause();
      out.destroy();
      // The file is removed by the caller once closed; a destroyed stream closes it at once.
      out.once('close', () => fail(error));
      if (out.closed) fail(error);
    };
    const take = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) return end(new TooLarge());
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    };
    body.on('data', take);
    body.once('end', () => out.end());
    // A connection closed before the end (the client gone, the server's 90 s request timeout).
    body.once('close', () => {
      if (!body.complete) end(new Error('body cut off'));
    });
    out.once('error', end);
    out.once('close', () => {
      if (body.complete) end();
    });
  });
}

/** A refusal to a client without the token: the connection is closed, the rest of its body unread. */
const shut = (reply: FastifyReply, status: number, headers: Record<string, string> = {}) =>
  apiError(reply.headers({ Connection: 'close', ...headers }), status);

/** How long the rest of a refused body of the CRM (too large, wrong type, busy) is read and dropped. */
const drainMs = 2000;

/**
 * A refusal to the CRM: the rest of its body is read and dropped for a moment, as Node does, so that
 * the answer reaches a client still sending (closing at once would reset the connection and lose the
 * answer), then the connection is closed if the body goes on.
 */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  headers: Record<string, string> = {},
) {
  reply.raw.once('finish', () => {
    const body = request.raw;
    if (body.complete) return;
    const timer = setTimeout(() => body.socket?.destroy(), drainMs);
    timer.unref();
    body.once('end', () => clearTimeout(timer));
    body.resume();
  });
  return apiError(reply.headers(headers), status);
}

export async function publishDrop(app: FastifyInstance, { releases, token, maxBytes }: PublishDropOptions) {
  if (bearerAccess(undefined, token) === 'closed') return;
  const folder = incomingDir(releases);
  mkdirSync(folder, { recursive: true });
  const runner = startQueueRunner(releases, (error) => app.log.error(error));
  app.addHook('onClose', async () => runner.stop());
  // Before any body is read (Fastify parses none here: the drop reads its own).
  app.addHook('onRequest', async (request, reply) => {
    if (bearerAccess(request.headers.authorization, token) !== 'granted')
      return shut(reply, 401, { 'WWW-Authenticate': 'Bearer' });
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  let receiving = 0;

  app.post('/api/publish', async (request, reply) => {
    const type = request.headers['content-type'] ?? '';
    const kind = /^application\/(zip|x-zip-compressed)\s*(;|$)/i.test(type)
      ? 'export'
      : /^application\/json\s*(;|$)/i.test(type)
        ? 'change'
        : undefined;
    if (kind === undefined) return refuse(request, reply, 415);
    const limit = kind === 'change' ? Math.min(maxBytes, maxChangeBytes) : maxBytes;
    if (Number(request.headers['content-length']) > limit) return refuse(request, reply, 413);
    if (receiving >= maxUploadsAtOnce) return refuse(request, reply, 503, { 'Retry-After': '60' });
    receiving++;
    const id = newJobId(new Date(), randomBytes(4).toString('hex'));
    const part = join(folder, `${id}.${kind}.part`);
    let bytes: number;
    try {
      bytes = await receive(request.raw, part, limit);
    } catch (error) {
      rmSync(part, { force: true });
      if (error instanceof TooLarge) return refuse(request, reply, 413);
      // Cut off: nobody is left to answer, nothing is queued.
      request.raw.destroy();
      return reply.hijack();
    } finally {
      receiving--;
    }
    const job = { id, kind, status: 'queued', received: '', updated: '', bytes, attempts: 0 } as const;
    if (kind === 'change') {
      const problems = changeProblems(part);
      if (problems.length > 0) {
        rmSync(part, { force: true });
        return reply
          .code(400)
          .headers({ 'Cache-Control': 'no-store' })
          .send({ errors: { change: problems } });
      }
    }
    renameSync(part, uploadFile(releases, job));
    const now = new Date().toISOString();
    writeJob(releases, { ...job, received: now, updated: now });
    runner.kick();
    const statusUrl = `/api/publish/${id}`;
    return reply
      .code(202)
      .headers({ 'Cache-Control': 'no-store', Location: statusUrl })
      .send({ id, kind, status: 'queued', statusUrl });
  });

  app.get<{ Params: { id: string } }>('/api/publish/:id', async (request, reply) => {
    const job = readJob(releases, request.params.id);
    if (job === undefined) return apiError(reply, 404);
    return reply
      .headers({ 'Cache-Control': 'no-store' })
      .send({ ...jobAnswer(job), statusUrl: `/api/publish/${job.id}` });
  });
}

/** What is wrong with the shape of the change in `path` (none: it can be queued). */
function changeProblems(path: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    return [`not JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
  const read = readRecordChanges(value);
  return read.ok ? [] : read.problems;
}
