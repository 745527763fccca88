// What a CV Word document (a DOCX zip package) may hold: parts that are data, and relationships that
// stay inside the package. Macros, ActiveX, OLE objects (embedded or linked), imported chunks (altChunk),
// attached templates and any part fetched from elsewhere are refused; a hyperlink to an http, https or
// mailto address, which the reader must click, is the one relationship allowed to point outside, as a
// PDF's link annotation is. Runs in the inspection worker (cv-inspection-worker.ts).
import { unzipSync } from 'fflate';
import type { CvContent } from './cv-content.ts';

/** How much one DOCX may hold before it is refused: more than any CV, far less than a zip bomb. */
export const docxBounds = {
  /** Parts of the package: a zip of thousands of entries is an attack, not a document. */
  parts: 2_000,
  /** The size of one inflated part that is read ([Content_Types].xml and the relationships). */
  partBytes: 1024 * 1024,
  /** All the inflated parts that are read, together. */
  readBytes: 8 * 1024 * 1024,
} as const;

// Parts of a Word package that hold code or other programs: macros (vbaProject.bin, vbaData.xml),
// ActiveX controls, embedded OLE objects and packages, and files with a program's extension.
const activePart =
  /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml)$|\/activeX\/|\/embeddings\/|oleObject|\.(?:exe|dll|com|scr|bat|cmd|ps1|vbs|vbe|js|jse|wsf|wsh|hta|msi|jar|lnk|sh|bin)$/i;
// Word writes the printer's settings as a binary part: data, not code.
const printerSettings = /^word\/printerSettings\/printerSettings\d+\.bin$/i;
// Relationship types (the last segment of their URI) that bring code or content from elsewhere.
const refusedRelationship =
  /\/(?:oleObject|package|aFChunk|attachedTemplate|vbaProject|wordVbaData|control|activeXControl|activeXControlBinary|subDocument|frame|externalLinkPath|oleObjectLink)$/i;
const hyperlinkType = /\/hyperlink$/i;
const clickableAddress = /^(?:https?:\/\/[^\s\\]|mailto:)/i;
// An absolute or network target: a scheme (http:, file:), a UNC share (\\host or //host), or a drive.
const outsideTarget = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2}|[a-z]:)/i;

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An XML attribute value as a reader sees it: entities and character references decoded. */
const decodeXml = (value: string) =>
  value.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi,
    (whole, hex?: string, decimal?: string, name?: string) => {
      if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (decimal !== undefined) return String.fromCodePoint(Number.parseInt(decimal, 10));
      return entities[name ?? ''] ?? whole;
    },
  );

/** The attributes of one XML start tag, by local name (a prefix dropped); undefined when unreadable. */
function attributesOf(tag: string): Map<string, string> | undefined {
  const body = tag.replace(/^<[\w.:-]+/, '').replace(/\/?>$/, '');
  const attributes = new Map<string, string>();
  const pattern = /\s*([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
  let at = 0;
  for (let match = pattern.exec(body); match !== null; match = pattern.exec(body)) {
    attributes.set((match[1] ?? '').replace(/^.*:/, ''), decodeXml(match[2] ?? match[3] ?? ''));
    at = pattern.lastIndex;
  }
  return body.slice(at).trim() === '' ? attributes : undefined;
}

/** The verdict on one relationships part's text. */
function checkRelationships(xml: string): CvContent {
  // A DOCTYPE could declare entities that rename what is read here.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return 'malformed';
  for (const [tag] of xml.matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g)) {
    const attributes = attributesOf(tag);
    if (attributes === undefined) return 'malformed';
    const type = (attributes.get('Type') ?? '').trim();
    const target = (attributes.get('Target') ?? '').trim();
    const external = (attributes.get('TargetMode') ?? '').trim().toLowerCase() === 'external';
    if (refusedRelationship.test(type)) return 'active';
    if (hyperlinkType.test(type) && external) {
      if (!clickableAddress.test(target)) return 'active';
      continue;
    }
    if (external || outsideTarget.test(target) || target.includes('\\')) return 'active';
  }
  return 'ok';
}

/**
 * The verdict on a DOCX's bytes: its part names and content types, and every relationship of every
 * `.rels` part, within the bounds.
 */
export function inspectDocx(bytes: Uint8Array): CvContent {
  const names: string[] = [];
  let unpacked: Record<string, Uint8Array>;
  let read = 0;
  try {
    unpacked = unzipSync(bytes, {
      // Only the small parts the rule reads are inflated; every other part is judged by its name.
      filter: (file) => {
        names.push(file.name);
        const wanted = file.name === '[Content_Types].xml' || /\.rels$/i.test(file.name);
        if (!wanted) return false;
        read += file.originalSize;
        if (file.originalSize > docxBounds.partBytes || read > docxBounds.readBytes) {
          throw new RangeError('part too large');
        }
        return true;
      },
    });
  } catch {
    return 'malformed';
  }
  if (names.length > docxBounds.parts || !names.includes('word/document.xml')) return 'malformed';
  // Part names are case-insensitive: two entries of one name let a reader and this check read different parts.
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length) return 'malformed';
  const text = (name: string) => new TextDecoder().decode(unpacked[name] ?? new Uint8Array());
  const types = text('[Content_Types].xml');
  if (types === '') return 'malformed';
  if (/macroEnabled|vbaProject|activeX|oleObject|template\.main/i.test(types)) return 'active';
  if (names.some((name) => activePart.test(name) && !printerSettings.test(name))) return 'active';
  for (const name of Object.keys(unpacked)) {
    if (!/\.rels$/i.test(name)) continue;
    const verdict = checkRelationships(text(name));
    if (verdict !== 'ok') return verdict;
  }
  return 'ok';
}
