// What a CV file contains, beyond the type its first bytes claim: an agency opens every CV it gets, so
// a document that can run code (Word macros, embedded programs or OLE objects, PDF JavaScript, launch
// actions or attached files) is refused, as is one whose content cannot be read (an encrypted PDF).
import { inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';

/** The verdict on a document's content: fine, able to run code, or not the document it claims to be. */
export type CvContent = 'ok' | 'active' | 'malformed';

// Parts of a Word package that hold code or other programs: macros (vbaProject.bin, vbaData.xml),
// ActiveX controls, embedded OLE objects and packages, and files with a program's extension.
const activePart =
  /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml)$|\/activeX\/|\/embeddings\/|oleObject|\.(?:exe|dll|com|scr|bat|cmd|ps1|vbs|vbe|js|jse|wsf|wsh|hta|msi|jar|lnk|sh|bin)$/i;
// Word writes the printer's settings as a binary part: data, not code.
const printerSettings = /^word\/printerSettings\/printerSettings\d+\.bin$/i;
/** More parts than any CV has: a zip of thousands of entries is an attack, not a document. */
const maxParts = 2_000;

/** Checks a DOCX (a zip package) by the names of its parts and its declared content types. */
export function inspectDocx(bytes: Uint8Array): CvContent {
  const names: string[] = [];
  let types = '';
  try {
    const unpacked = unzipSync(bytes, {
      // Only the small [Content_Types].xml is inflated; every other part is judged by its name.
      filter: (file) => {
        names.push(file.name);
        return file.name === '[Content_Types].xml' && file.originalSize < 1_000_000;
      },
    });
    types = new TextDecoder().decode(unpacked['[Content_Types].xml'] ?? new Uint8Array());
  } catch {
    return 'malformed';
  }
  if (names.length > maxParts || !names.includes('word/document.xml') || types === '') return 'malformed';
  if (/macroEnabled|vbaProject|activeX|oleObject/i.test(types)) return 'active';
  if (names.some((name) => activePart.test(name) && !printerSettings.test(name))) return 'active';
  return 'ok';
}

// PDF names that run code or open something else: scripts, launch and remote actions, attachments,
// embedded media and XFA forms (which carry scripts). A name may spell letters as #xx, so the text is
// read after decoding those.
const activeName =
  /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|GoToE|ImportData|SubmitForm)(?=[\s/<>[\]()%{}]|$)/;
const encrypted = /\/Encrypt(?=[\s/<>[\]()%{}]|$)/;
/** How much the compressed streams of one PDF may inflate to, all together, before it is refused. */
const maxInflated = 50 * 1024 * 1024;

const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * Checks a PDF's objects, including those packed in compressed object streams (where a script's name
 * does not show in the raw bytes), for active content.
 */
export function inspectPdf(bytes: Uint8Array): CvContent {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!raw.startsWith('%PDF-')) return 'malformed';
  const texts = [raw];
  let inflated = 0;
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end === -1) break;
    try {
      const out = inflateSync(Buffer.from(raw.slice(start, end), 'latin1'), {
        maxOutputLength: maxInflated - inflated,
      });
      inflated += out.length;
      texts.push(out.toString('latin1'));
    } catch (error) {
      // A stream of another filter (an image) does not inflate; one that inflates past the budget is a bomb.
      if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        return 'malformed';
      }
    }
  }
  for (const text of texts) {
    const names = decodeNames(text);
    if (encrypted.test(names)) return 'malformed';
    if (activeName.test(names)) return 'active';
  }
  return 'ok';
}
