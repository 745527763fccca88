import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from './cv-pdf';

/** A PDF of the given objects (numbered from 1; null: one kept in an object stream), with its xref table. */
function pdf(objects: readonly (string | null)[], trailer = '/Root 1 0 R', tail = ''): Uint8Array {
  let text = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(body === null ? 0 : text.length);
    if (body !== null) text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets)
    text += `${String(offset).padStart(10, '0')} 00000 ${offset === 0 ? 'f' : 'n'} \n`;
  text += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n${tail}`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
const pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const page = (extra = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${extra} >>`;
/** A page with one link annotation whose action is `action`. */
const linked = (action: string) => [
  catalog,
  pages,
  page('/Annots [4 0 R]'),
  `<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A ${action} >>`,
];

const stream = (dict: string, data: Buffer) =>
  `<< ${dict} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`;

/** An object stream holding `objects` as numbers `first`, `first + 1`, … */
function objectStream(first: number, objects: readonly string[]): Buffer {
  let offsets = '';
  let body = '';
  objects.forEach((object, index) => {
    offsets += `${first + index} ${body.length} `;
    body += `${object}\n`;
  });
  return Buffer.from(`${offsets}\n${body}`, 'latin1');
}

function ascii85(data: Buffer): string {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, at, at + 4);
    let value = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let n = 0; n < 5; n++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, Math.min(5, data.length - at + 1)).join('');
  }
  return `${out}~>`;
}

const script = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

describe('inspectPdf', () => {
  it('accepts a CV printed by Chromium, with https and mailto links and an internal jump', async () => {
    const cv = readFileSync(new URL('../../../tests/fixtures/cv/chromium-cv.pdf', import.meta.url));
    expect(await inspectPdf(new Uint8Array(cv))).toBe('ok');
  });

  it('accepts a PDF made by pdf-lib (object streams) with a link and a destination to open at', async () => {
    const document = await PDFDocument.create();
    const first = document.addPage();
    const link = document.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [10, 10, 200, 30],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://www.example.be/cv') },
    });
    first.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
    document.catalog.set(PDFName.of('OpenAction'), document.context.obj([first.ref, PDFName.of('Fit')]));
    expect(await inspectPdf(await document.save({ useObjectStreams: true }))).toBe('ok');
    expect(await inspectPdf(pdf([catalog, pages, page()]))).toBe('ok');
  });

  it('refuses JavaScript inside an object stream, whatever its filters', async () => {
    const hidden = objectStream(4, [script]);
    const hex = pdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
      pages,
      page(),
      null,
      stream(
        '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode',
        Buffer.from(`${hidden.toString('hex')}>`),
      ),
    ]);
    expect(await inspectPdf(hex)).toBe('active');
    const chained = pdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
      pages,
      page(),
      null,
      stream(
        '/Type /ObjStm /N 1 /First 4 /Filter [/ASCII85Decode /FlateDecode]',
        Buffer.from(ascii85(deflateSync(hidden)), 'latin1'),
      ),
    ]);
    expect(await inspectPdf(chained)).toBe('active');
  });

  it.each([
    [
      'a GoToR to a network share',
      '<< /S /GoToR /F (\\\\\\\\evil.example\\\\share\\\\cv.pdf) /D [0 /Fit] >>',
    ],
    ['a file: address', '<< /S /URI /URI (file:///C:/Windows/System32/calc.exe) >>'],
    ['a UNC address', '<< /S /URI /URI (\\\\\\\\evil.example\\\\share) >>'],
    ['a launch action', '<< /S /Launch /F (cmd.exe) >>'],
    ['a named action', '<< /S /Named /N /Print >>'],
    ['a link that chains a script', '<< /S /URI /URI (https://example.be) /Next 5 0 R >>'],
    [
      'a link that chains a printing',
      '<< /S /URI /URI (https://example.be) /Next << /S /Named /N /Print >> >>',
    ],
  ])('refuses a link annotation with %s', async (_, action) => {
    const chained = action.includes('5 0 R') ? [script] : [];
    expect(await inspectPdf(pdf([...linked(action), ...chained]))).toBe('active');
  });

  it('refuses an address opened by itself: as the open action, or as an outline item', async () => {
    const opened = pdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (https://evil.example/) >> >>',
      pages,
      page(),
    ]);
    expect(await inspectPdf(opened)).toBe('active');
    const automatic = pdf([catalog, pages, page('/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>')]);
    expect(await inspectPdf(automatic)).toBe('active');
    const standalone = pdf([
      catalog,
      pages,
      page(),
      '<< /Type /Action /S /URI /URI (https://evil.example/) >>',
    ]);
    expect(await inspectPdf(standalone)).toBe('active');
  });

  it('refuses an earlier version of an object that an incremental update replaced', async () => {
    const first = pdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', pages, page(), script]);
    const update = Buffer.from(`4 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n`, 'latin1');
    expect(await inspectPdf(new Uint8Array(Buffer.concat([first, update])))).toBe('active');
  });

  it('refuses names a reader decodes otherwise (/#4aS is /JS), and objects hidden in a stream', async () => {
    const escaped = pdf([catalog, pages, page('/Annots [4 0 R]'), '<< /Subtype /Link /#4aS (x) >>']);
    expect(await inspectPdf(escaped)).not.toBe('ok');
    // Object 5 sits inside the bytes of stream 4, where only the cross-reference table leads a reader.
    const data = Buffer.from(`5 0 obj\n${script}\nendobj\n`, 'latin1');
    const hidden = pdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>',
      pages,
      page(),
      stream('', data),
    ]);
    expect(await inspectPdf(hidden)).toBe('malformed');
  });

  it('refuses an encrypted PDF, an attachment, and what is no PDF', async () => {
    expect(
      await inspectPdf(pdf([catalog, pages, page()], '/Root 1 0 R /Encrypt << /Filter /Standard >>')),
    ).toBe('malformed');
    const attached = pdf([
      '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 4 0 R >> >>',
      pages,
      page(),
      '<< /Names [(cv.exe) << /Type /Filespec /F (cv.exe) >>] >>',
    ]);
    expect(await inspectPdf(attached)).toBe('active');
    expect(await inspectPdf(new TextEncoder().encode('%PDF-1.7\nnot a document'))).toBe('malformed');
  });

  it('refuses a million stream keywords and an object stream that inflates past its budget, quickly', async () => {
    const keywords = `%PDF-1.7\n${'stream\n'.repeat(750_000)}endstream`;
    const started = Date.now();
    expect(await inspectPdf(new Uint8Array(Buffer.from(keywords, 'latin1')))).toBe('malformed');
    expect(Date.now() - started).toBeLessThan(2_000);
    const bomb = deflateSync(Buffer.alloc(40 * 1024 * 1024, 0x20));
    const inflating = pdf([
      catalog,
      pages,
      page(),
      stream('/Type /ObjStm /N 1 /First 0 /Filter /FlateDecode', bomb),
    ]);
    const inflatedAt = Date.now();
    expect(await inspectPdf(inflating)).toBe('malformed');
    expect(Date.now() - inflatedAt).toBeLessThan(5_000);
  });
});
