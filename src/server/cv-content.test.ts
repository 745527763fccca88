import { deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inspectDocx, inspectPdf } from './cv-content';

const docxTypes =
  '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A Word package with the given extra parts. */
function docx(extra: Record<string, string> = {}, types = docxTypes): Uint8Array {
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(types),
    '_rels/.rels': strToU8('<Relationships/>'),
    'word/document.xml': strToU8('<w:document><w:body><w:p>Curriculum vitae</w:p></w:body></w:document>'),
    'word/printerSettings/printerSettings1.bin': new Uint8Array([1, 2, 3]),
  };
  for (const [name, text] of Object.entries(extra)) parts[name] = strToU8(text);
  return zipSync(parts);
}

const pdf = (body: string) =>
  new Uint8Array(Buffer.from(`%PDF-1.7\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1'));
const stream = (content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `2 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length ${content.length} >>\nstream\n`,
      'latin1',
    ),
    content,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]).toString('latin1');

describe('inspectDocx', () => {
  it('accepts a plain Word document (printer settings included)', () => {
    expect(inspectDocx(docx())).toBe('ok');
  });

  it.each([
    ['macros', { 'word/vbaProject.bin': 'Attribute VB_Name' }],
    ['an executable', { 'word/media/setup.exe': 'MZ' }],
    ['an embedded OLE object', { 'word/embeddings/oleObject1.bin': 'x' }],
    ['an ActiveX control', { 'word/activeX/activeX1.xml': '<ax/>' }],
  ])('refuses a package with %s', (_, extra) => {
    expect(inspectDocx(docx(extra))).toBe('active');
  });

  it('refuses a macro-enabled content type, and a zip that is no Word document', () => {
    expect(
      inspectDocx(docx({}, docxTypes.replace('document.main+xml', 'document.macroEnabled.main+xml'))),
    ).toBe('active');
    expect(inspectDocx(zipSync({ 'readme.txt': strToU8('hello') }))).toBe('malformed');
    expect(inspectDocx(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toBe('malformed');
  });
});

describe('inspectPdf', () => {
  it('accepts a plain PDF', () => {
    expect(inspectPdf(pdf('1 0 obj\n<< /Type /Catalog /Pages 3 0 R >>\nendobj'))).toBe('ok');
  });

  it.each([
    [
      'JavaScript',
      '1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj',
    ],
    [
      'JavaScript spelt with #xx escapes',
      '1 0 obj\n<< /OpenAction << /S /J#61vaScript /J#53 (x) >> >>\nendobj',
    ],
    ['a launch action', '1 0 obj\n<< /OpenAction << /S /Launch /F (cmd.exe) >> >>\nendobj'],
    ['an attached file', '1 0 obj\n<< /Names << /EmbeddedFiles 4 0 R >> >>\nendobj'],
  ])('refuses a PDF with %s', (_, body) => {
    expect(inspectPdf(pdf(body))).toBe('active');
  });

  it('finds a script packed in a compressed object stream', () => {
    const packed = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>', 'latin1'));
    expect(inspectPdf(pdf(stream(packed)))).toBe('active');
    const harmless = deflateSync(Buffer.from('<< /Type /Page /MediaBox [0 0 595 842] >>', 'latin1'));
    expect(inspectPdf(pdf(stream(harmless)))).toBe('ok');
  });

  it('refuses an encrypted PDF (its content cannot be checked), a stream that inflates too far, and non-PDF bytes', () => {
    expect(
      inspectPdf(pdf('1 0 obj\n<< /Type /Catalog >>\nendobj\n5 0 obj\n<< /Encrypt 6 0 R >>\nendobj')),
    ).toBe('malformed');
    expect(inspectPdf(pdf(stream(deflateSync(Buffer.alloc(60 * 1024 * 1024)))))).toBe('malformed');
    expect(inspectPdf(new Uint8Array(Buffer.from('MZ not a pdf')))).toBe('malformed');
  });
});
