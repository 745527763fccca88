// Reads a form request's body within its size limit: JSON from the island, or the same form posted
// without JavaScript (urlencoded, or multipart for the CV upload).
import { type FormBody, formBody } from '../../domain/forms/schemas';
import { parseMultipart } from './multipart-body';
import type { RequestHeaders } from './request-origin';

/** The largest JSON or urlencoded body, in bytes. */
export const textBodyLimit = 64 * 1024;
/** The largest multipart body (one CV of at most 5 MB and the fields), in bytes. */
export const multipartBodyLimit = 6 * 1024 * 1024;

/** An uploaded file of a multipart post. */
export interface UploadedFile {
  readonly field: string;
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * What the form handler reads of a request: its address, headers and body stream. A Web Request is one
 * (Astro's route); so is the direct route's view of a Node request (fast-routes.ts), whose stream is
 * the request itself.
 */
export interface FormHttpRequest extends RequestHeaders {
  readonly body: AsyncIterable<Uint8Array> | null;
}

/** A readable form request. */
export interface FormRequest {
  readonly body: Record<string, unknown>;
  readonly files: readonly UploadedFile[];
  /** Whether the island sent it (JSON): it gets JSON answers, a plain post gets pages and redirects. */
  readonly isJson: boolean;
}

/** Why a body could not be read: 400 malformed, 413 too large, 415 a type forms do not send. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** The body's bytes, or a 413 BodyError past `limit` (declared or streamed). */
export async function readLimited(request: FormHttpRequest, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new BodyError(413, 'Body too large');
  if (request.body === null) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body[Symbol.asyncIterator]();
  for (;;) {
    const { done, value } = await reader.next();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Answered once the rest of the upload is read and dropped, not before: an answer sent mid-upload
      // on a connection that closes after it (a client or proxy that asks for Connection: close) is lost
      // when the bytes still arriving meet the closed socket, which resets the connection, and the
      // visitor sees a network error instead of the answer. Past a few times the limit, the connection
      // is cut after all (the server's timeouts bound a client that stops sending).
      await discardRest(reader, limit * 4 - size);
      throw new BodyError(413, 'Body too large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads and drops what is left of a refused body, up to `budget` bytes; then cuts the connection (ending
 * the iteration early cancels a Web stream and destroys a Node request, its socket with it).
 */
async function discardRest(reader: AsyncIterator<Uint8Array>, budget: number): Promise<void> {
  let left = budget;
  try {
    for (;;) {
      const { done, value } = await reader.next();
      if (done) return;
      left -= value.byteLength;
      if (left < 0) break;
    }
  } catch {
    return;
  }
  await reader.return?.()?.catch(() => undefined);
}

/** Reads and parses a form request, or throws a BodyError. */
export async function readFormRequest(request: FormHttpRequest): Promise<FormRequest> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json') {
    const bytes = await readLimited(request, textBodyLimit);
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new BodyError(400, 'Malformed JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new BodyError(400, 'The body must be a JSON object');
    }
    return { body: parsed as Record<string, unknown>, files: [], isJson: true };
  }
  if (type === 'application/x-www-form-urlencoded') {
    const bytes = await readLimited(request, textBodyLimit);
    let decoded: string;
    try {
      decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new BodyError(400, 'Malformed form body');
    }
    return { body: formBody(new URLSearchParams(decoded)), files: [], isJson: false };
  }
  if (type === 'multipart/form-data') {
    const bytes = await readLimited(request, multipartBodyLimit);
    const data = parseMultipart(bytes, request.headers.get('content-type') ?? '');
    if (data === undefined) throw new BodyError(400, 'Malformed multipart body');
    const body: FormBody = formBody(data.fields);
    return { body, files: data.files, isJson: false };
  }
  throw new BodyError(415, 'Send JSON, a urlencoded form or multipart/form-data');
}
