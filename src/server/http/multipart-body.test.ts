import { describe, expect, it } from 'vitest';
import { parseMultipart } from './multipart-body';

/** A body as a browser sends it: FormData encoded by the platform, with its content type. */
async function encoded(data: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

describe('parseMultipart', () => {
  it('reads the fields and files a browser sends, as the platform parser does', async () => {
    const data = new FormData();
    data.set('firstName', 'Zoë "Jo"');
    data.set('remark', 'line one\r\nline two -- with dashes');
    data.append('zones[]', '1000');
    data.append('zones[]', '1050');
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
    data.set('file', new Blob([pdf]), 'mon cv été.pdf');
    const { bytes, type } = await encoded(data);
    const parsed = parseMultipart(bytes, type);
    const platform = await new Response(bytes.slice(), { headers: { 'content-type': type } }).formData();
    const fields = [...platform.entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    expect(parsed?.fields).toEqual(fields);
    expect(parsed?.files.map((file) => ({ ...file, bytes: [...file.bytes] }))).toEqual([
      { field: 'file', name: 'mon cv été.pdf', bytes: [...pdf] },
    ]);
  });

  it('refuses a body without its boundary, with a part cut off, or with a part without a name', () => {
    const text = (body: string) => new TextEncoder().encode(body);
    const type = 'multipart/form-data; boundary=XyZ';
    expect(
      parseMultipart(text('--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XyZ--\r\n'), type),
    ).toEqual({ fields: [['a', 'b']], files: [] });
    expect(
      parseMultipart(text('--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'), type),
    ).toBeUndefined();
    expect(
      parseMultipart(text('--XyZ\r\nContent-Disposition: form-data\r\n\r\nb\r\n--XyZ--'), type),
    ).toBeUndefined();
    expect(parseMultipart(text('a=b'), 'multipart/form-data')).toBeUndefined();
    expect(
      parseMultipart(
        text(`--XyZ\r\n${'Content-Disposition: form-data; name="a"\r\n\r\nb\r\n--XyZ\r\n'.repeat(300)}`),
        type,
      ),
    ).toBeUndefined();
  });
});
