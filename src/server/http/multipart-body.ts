// A multipart/form-data body split into its fields and files by native byte search (Buffer.indexOf).
// The Web platform's parser (Response.formData) walks a 5 MB upload in JavaScript for some 400 ms of the
// thread that answers every request: twenty uploads at once stopped the site for seconds.

/** One file part: its field, the file name the client gave, and its bytes (a view of the body). */
export interface MultipartFile {
  readonly field: string;
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** A body's text fields (in order) and files. */
export interface MultipartBody {
  readonly fields: [string, string][];
  readonly files: MultipartFile[];
}

/** More parts than any form has: a body of thousands of tiny parts is refused. */
const maxParts = 200;
const decoder = new TextDecoder();

/** A Content-Disposition parameter (`name`, `filename`), quoted or not; undefined when absent. */
function parameter(disposition: string, key: string): string | undefined {
  const pattern = new RegExp(`;\\s*${key}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i');
  const match = pattern.exec(disposition);
  if (match === null) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '');
}

/** The fields and files of a multipart body, or undefined when it is not one (no boundary, broken parts). */
export function parseMultipart(bytes: Uint8Array, contentType: string): MultipartBody | undefined {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (mark === undefined || mark.length > 200) return undefined;
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`\r\n--${mark}`);
  // The first delimiter may open the body without the line break that precedes the others.
  const first = Buffer.from(`--${mark}`);
  let at = body.subarray(0, first.length).equals(first) ? first.length : body.indexOf(delimiter);
  if (at === -1) return undefined;
  if (at !== first.length) at += delimiter.length;
  const fields: [string, string][] = [];
  const files: MultipartFile[] = [];
  for (let parts = 0; ; parts++) {
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return { fields, files };
    if (parts >= maxParts || body[at] !== 0x0d || body[at + 1] !== 0x0a) return undefined;
    const headerEnd = body.indexOf('\r\n\r\n', at);
    if (headerEnd === -1) return undefined;
    const headers = body.toString('utf8', at + 2, headerEnd);
    const next = body.indexOf(delimiter, headerEnd + 4);
    if (next === -1) return undefined;
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    const field = parameter(disposition, 'name');
    if (field === undefined || !/^\s*form-data\s*(?:;|$)/i.test(disposition)) return undefined;
    const content = bytes.subarray(headerEnd + 4, next);
    const name = parameter(disposition, 'filename');
    if (name === undefined) fields.push([field, decoder.decode(content)]);
    else files.push({ field, name, bytes: content });
    at = next + delimiter.length;
  }
}
