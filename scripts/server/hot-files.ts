// The release's most asked-for files kept in memory, with the headers the file server gave them: a page
// or a script asked for again is answered from memory instead of being looked for (a Brotli copy, a gzip
// copy, the file), opened, read and closed again, which was over half of the server's time for a page.
// Each answer from memory checks first, with one stat, that the file is still the one kept (the same
// inode, size and time): a build swapped into the same folder (`npm run build` under `npm run preview`)
// is served as it is on disk. Only plain GETs and HEADs are kept and answered: a conditional or range
// request goes to the file server, which answers those from the file's stat alone.
import { type Stats, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The headers of the file server's answer that belong to the file, not to the request or the site. */
const fileHeaders = [
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
  'vary',
] as const;

/** Request headers that make an answer depend on more than the file: left to the file server. */
const conditions = ['range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'];

interface HotFile {
  readonly path: string;
  readonly ino: number;
  readonly mtimeMs: number;
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

export interface HotFilesOptions {
  /** The most bytes kept in all: the least recently asked for goes first. */
  readonly maxBytes: number;
  /** A larger file is always read from disk (a video, a large picture). */
  readonly maxFileBytes: number;
}

const sameFile = (stat: Stats | undefined, file: Pick<HotFile, 'ino' | 'mtimeMs'>, size: number) =>
  stat !== undefined && stat.ino === file.ino && stat.mtimeMs === file.mtimeMs && stat.size === size;

export class HotFiles {
  readonly #files = new Map<string, HotFile>();
  readonly #reading = new Set<string>();
  readonly #options: HotFilesOptions;
  #bytes = 0;
  /** Answers given from memory, for the tests and the bench. */
  hits = 0;

  constructor(options: HotFilesOptions) {
    this.#options = options;
  }

  /** The bytes kept now. */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * What identifies an answer: the roots and path asked for, and the encodings the browser accepts (the
   * same header chooses the same copy; browsers send few different ones). Undefined when the request is
   * one the file server must answer itself.
   */
  static key(request: FastifyRequest, roots: readonly string[], pathname: string): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (conditions.some((name) => request.headers[name] !== undefined)) return undefined;
    return `${roots.join('\n')}\0${pathname}\0${request.headers['accept-encoding'] ?? ''}`;
  }

  /** Answers from memory when the file kept for `key` is still on disk as it was; false otherwise. */
  answer(key: string, reply: FastifyReply): boolean {
    const file = this.#files.get(key);
    if (file === undefined) return false;
    if (!sameFile(statSync(file.path, { throwIfNoEntry: false }), file, file.body.length)) {
      this.#forget(key, file);
      return false;
    }
    // Most recently asked for last: the first in the map is the first to go.
    this.#files.delete(key);
    this.#files.set(key, file);
    this.hits += 1;
    reply.headers(file.headers).send(file.body);
    return true;
  }

  /**
   * Keeps the file the file server is answering `key` with (`path`, as it was when it was chosen), with
   * that answer's file headers; read in the background, and only if it is still that file once read.
   */
  remember(key: string, reply: FastifyReply, path: string, stat: Stats): void {
    if (reply.statusCode !== 200 || stat.size > this.#options.maxFileBytes) return;
    if (this.#files.has(key) || this.#reading.has(key)) return;
    const headers: Record<string, string> = {};
    for (const name of fileHeaders) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    this.#reading.add(key);
    readFile(path)
      .then((body) => {
        if (
          body.length !== stat.size ||
          !sameFile(statSync(path, { throwIfNoEntry: false }), stat, body.length)
        )
          return;
        this.#keep(key, { path, ino: stat.ino, mtimeMs: stat.mtimeMs, body, headers });
      })
      // A file gone meanwhile is simply not kept: the next request looks for it again.
      .catch(() => undefined)
      .finally(() => this.#reading.delete(key));
  }

  #keep(key: string, file: HotFile): void {
    const kept = this.#files.get(key);
    if (kept !== undefined) this.#forget(key, kept);
    this.#files.set(key, file);
    this.#bytes += file.body.length;
    for (const [oldest, old] of this.#files) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#forget(oldest, old);
    }
  }

  #forget(key: string, file: HotFile): void {
    this.#files.delete(key);
    this.#bytes -= file.body.length;
  }
}
