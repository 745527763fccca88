import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inspectDocx } from './cv-docx';

const docxTypes =
  '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const officeRelationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRels = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${officeRelationships}/officeDocument" Target="word/document.xml"/></Relationships>`;
/** A relationships part with the given relationship elements. */
const rels = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;

/** A Word package with the given extra parts. */
function docx(extra: Record<string, string> = {}, types = docxTypes): Uint8Array {
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(types),
    '_rels/.rels': strToU8(packageRels),
    'word/document.xml': strToU8('<w:document><w:body><w:p>Curriculum vitae</w:p></w:body></w:document>'),
    'word/printerSettings/printerSettings1.bin': new Uint8Array([1, 2, 3]),
  };
  for (const [name, text] of Object.entries(extra)) parts[name] = strToU8(text);
  return zipSync(parts);
}

describe('inspectDocx', () => {
  it('accepts a plain Word document, with styles, an image and links to click (https, mailto)', () => {
    expect(inspectDocx(docx())).toBe('ok');
    const withLinks = docx({
      'word/_rels/document.xml.rels': rels(
        `<Relationship Id="rId1" Type="${officeRelationships}/styles" Target="styles.xml"/>`,
        `<Relationship Id="rId2" Type="${officeRelationships}/image" Target="media/image1.png"/>`,
        `<Relationship Id="rId3" Type="${officeRelationships}/hyperlink" Target="https://www.linkedin.com/in/camille" TargetMode="External"/>`,
        `<Relationship Id="rId4" Type="${officeRelationships}/hyperlink" Target="mailto:camille@example.be" TargetMode="External"/>`,
        `<Relationship Id="rId5" Type="${officeRelationships}/settings" Target="settings.xml"/>`,
      ),
      'word/styles.xml': '<w:styles/>',
      'word/settings.xml': '<w:settings/>',
      'word/media/image1.png': 'PNG',
    });
    expect(inspectDocx(withLinks)).toBe('ok');
  });

  it.each([
    ['macros', { 'word/vbaProject.bin': 'Attribute VB_Name' }],
    ['an executable', { 'word/media/setup.exe': 'MZ' }],
    ['an embedded OLE object', { 'word/embeddings/oleObject1.bin': 'x' }],
    ['an ActiveX control', { 'word/activeX/activeX1.xml': '<ax/>' }],
    [
      'a remote attached template',
      {
        'word/_rels/settings.xml.rels': rels(
          `<Relationship Id="rId1" Type="${officeRelationships}/attachedTemplate" Target="https://evil.example/cv.dotm" TargetMode="External"/>`,
        ),
      },
    ],
    [
      'a remote part of another type, spelt with character references',
      {
        'word/_rels/settings.xml.rels': rels(
          `<Relationship Id='rId1' Type='${officeRelationships}/settings' Target='\\\\evil.example\\share\\x' TargetMode='&#69;xternal'/>`,
        ),
      },
    ],
    [
      'a linked OLE object',
      {
        'word/_rels/document.xml.rels': rels(
          `<Relationship Id="rId9" Type="${officeRelationships}/oleObject" Target="file:///\\\\evil.example\\share\\sheet.xlsx" TargetMode="External"/>`,
        ),
      },
    ],
    [
      'an altChunk',
      {
        'word/_rels/document.xml.rels': rels(
          `<Relationship Id="rId9" Type="${officeRelationships}/aFChunk" Target="afchunk.mht"/>`,
        ),
        'word/afchunk.mht': 'MIME-Version: 1.0',
      },
    ],
    [
      'a hyperlink to a network share',
      {
        'word/_rels/document.xml.rels': rels(
          `<Relationship Id="rId3" Type="${officeRelationships}/hyperlink" Target="file://evil.example/share/cv.exe" TargetMode="External"/>`,
        ),
      },
    ],
    [
      'an image fetched from elsewhere',
      {
        'word/_rels/document.xml.rels': rels(
          `<Relationship Id="rId2" Type="${officeRelationships}/image" Target="https://evil.example/pixel.png" TargetMode="External"/>`,
        ),
      },
    ],
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

  it('refuses a relationships part it cannot read, one too large, and too many parts', () => {
    expect(inspectDocx(docx({ 'word/_rels/document.xml.rels': '<Relationship Target=evil>' }))).toBe(
      'malformed',
    );
    const huge = rels(
      `<Relationship Id="rId1" Type="${officeRelationships}/styles" Target="styles.xml"/>`.repeat(30_000),
    );
    expect(inspectDocx(docx({ 'word/_rels/document.xml.rels': huge }))).toBe('malformed');
    const many: Record<string, string> = {};
    for (let n = 0; n < 2_001; n++) many[`word/media/image${n}.png`] = 'PNG';
    expect(inspectDocx(docx(many))).toBe('malformed');
  });
});
