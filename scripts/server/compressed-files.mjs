// Compressed copies of the static text files (HTML, CSS, JavaScript, JSON, SVG...), made once per file
// version and kept in memory, so `npm start` sends a page in a fraction of its bytes without
// compressing it again for each visitor (@fastify/compress compresses each answer anew: on two busy
// cores a page's Brotli costs ten times its sending). Brotli when the browser takes it, else gzip.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether a content type is worth compressing (text; images and video are compressed already). */
export function isCompressible(type) {
  return /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/.test(type);
}

/** The encodings the server makes, in its order of preference. */
const ours = ['br', 'gzip'];

/**
 * The encoding to answer with for an Accept-Encoding header: 'br', 'gzip' or undefined, read by
 * `negotiator`; Brotli first where the browser weighs both alike.
 * @param {string} [acceptEncoding]
 * @returns {'br' | 'gzip' | undefined}
 */
export function chooseEncoding(acceptEncoding = '') {
  if (acceptEncoding.trim() === '') return undefined;
  const encoding = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(ours, {
    preferred: ours,
  });
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

/**
 * A cache of compressed files, bounded to `maxBytes` of compressed data (the oldest entries go first).
 * @param {{ maxBytes?: number }} [options]
 */
export function compressedFiles({ maxBytes = 64 * 1024 * 1024 } = {}) {
  /** @type {Map<string, { version: number | string, data: Buffer }>} */
  const entries = new Map();
  /** @type {Map<string, { version: number | string, made: Promise<Buffer> }>} copies being made */
  const making = new Map();
  let total = 0;

  /** Compresses the file and keeps the copy, dropping the oldest copies beyond the bound. */
  async function make(key, path, version, encoding) {
    const source = await readFile(path);
    const data =
      encoding === 'br'
        ? await brotli(source, {
            params: {
              // Quality 9 is a fraction of quality 11's time for nearly its size; done once per file.
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          })
        : await gzipAsync(source, { level: 9 });
    const previous = entries.get(key);
    if (previous !== undefined) {
      total -= previous.data.length;
      entries.delete(key);
    }
    entries.set(key, { version, data });
    total += data.length;
    for (const [oldest, entry] of entries) {
      if (total <= maxBytes) break;
      entries.delete(oldest);
      total -= entry.data.length;
    }
    return data;
  }

  return {
    /**
     * The copy made before, if it is of this version of the file.
     * @param {string} path
     * @param {number | string} version
     * @param {'br' | 'gzip'} encoding
     * @returns {Buffer | undefined}
     */
    peek(path, version, encoding) {
      const cached = entries.get(`${encoding}:${path}`);
      return cached !== undefined && cached.version === version ? cached.data : undefined;
    },

    /**
     * The file compressed with `encoding`, made on first request and whenever the file changed
     * (`version` is its mtime, or its ETag). Requests for a copy being made wait for that one: a burst
     * on a new page compresses it once.
     * @param {string} path
     * @param {number | string} version
     * @param {'br' | 'gzip'} encoding
     * @returns {Promise<Buffer>}
     */
    get(path, version, encoding) {
      const key = `${encoding}:${path}`;
      const cached = entries.get(key);
      if (cached !== undefined && cached.version === version) return Promise.resolve(cached.data);
      const pending = making.get(key);
      if (pending !== undefined && pending.version === version) return pending.made;
      const made = make(key, path, version, encoding).finally(() => {
        if (making.get(key)?.made === made) making.delete(key);
      });
      making.set(key, { version, made });
      return made;
    },
  };
}
