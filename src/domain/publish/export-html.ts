// The HTML and CSS the CRM's editor writes (footer texts, the popup, menu pages, articles, listing
// descriptions) reach every visitor's browser: a <script>, an onerror or a javascript: link typed or
// pasted there ran on the site's own origin. Every such field passes through this one allow-list when
// the export is read; what it removes is reported so staff can fix the text in the CRM.
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../values/escape-html.mjs';

/** A text made safe, and what was taken out of it (short names such as `<script>`, `onerror on <img>`). */
export interface Cleaned {
  readonly text: string;
  readonly removed: readonly string[];
}

// What an agency's texts need: structure, lists, tables, emphasis, quotes, links and the export's pictures.
const allowedTags = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'div',
  'span',
];

// No style (it can lay a fake form over the page or undo the site's contrast), no class or id (they
// would take on the site's own styles and scripts' hooks).
const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

// Attributes set by this module, not reported when the export's own value is replaced.
const ourAttributes = new Set(['rel']);

const linkSchemes = ['http', 'https', 'mailto', 'tel'];

// Tags whose content is code or a form control's, dropped with the tag rather than shown as text.
const contentless = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
];

/**
 * Whether `href` is a link the site keeps: http(s), mailto:, tel:, or a path on the site (`/...`,
 * `#...`, `?...`, relative). Browsers ignore spaces and control characters inside a scheme
 * (`java\tscript:`), so they are ignored here too.
 */
export function isSafeLink(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const bare = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (bare.startsWith('//') || bare.startsWith('\\')) return false; // another host, without a scheme
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(bare)?.[1];
  return scheme === undefined || linkSchemes.includes(scheme);
}

/** Whether `src` names a file of the export's media folder (`/media/<file>`), the only pictures kept. */
export function isMediaSource(src: string): boolean {
  return /^\/media\/[^/?#\\\s"'<>]+(\/[^/?#\\\s"'<>]+)*$/.test(src) && !src.split('/').includes('..');
}

function isExternal(href: string): boolean {
  return /^\s*https?:/i.test(href);
}

/**
 * The export's HTML reduced to the allow-list: headings (an h1 becomes an h2: the page's title is its
 * one h1), paragraphs, line breaks, lists, tables, emphasis, quotes, links (http, https, mailto, tel,
 * site paths; an absolute link gets rel="noopener noreferrer"; target only `_blank`) and pictures from
 * /media/ with their alt text. Scripts, styles, frames, forms, event handlers, style attributes and
 * javascript:, data: or vbscript: URLs are removed; entities are decoded (`&ocirc;` becomes `ô`).
 */
export function cleanHtml(html: string): Cleaned {
  const removed = new Set<string>();
  const text = sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: allowedAttributes as Record<string, string[]>,
    allowedSchemes: linkSchemes,
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    nonTextTags: contentless,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      // Each tag of the text once, as written: what is not allowed is noted, then left out.
      '*': (tagName, attribs) => {
        if (!allowedTags.includes(tagName)) {
          removed.add(`<${tagName}>`);
          return { tagName, attribs };
        }
        const allowed = allowedAttributes[tagName] ?? [];
        const kept = new Map<string, string>();
        for (const [name, value] of Object.entries(attribs)) {
          if (!allowed.includes(name)) removed.add(`${name} on <${tagName}>`);
          else if (name === 'href' && !isSafeLink(value)) removed.add(`${schemeOf(value)} link`);
          else if (name === 'target' && value !== '_blank') removed.add(`target="${value}" on <a>`);
          else if (!ourAttributes.has(name)) kept.set(name, value);
        }
        const src = kept.get('src');
        if (tagName === 'img' && (src === undefined || !isMediaSource(src))) {
          removed.add(`<img> not from /media/ (${schemeOf(src ?? '')})`);
          kept.delete('src');
        }
        const href = kept.get('href');
        if (tagName === 'a' && href !== undefined && (isExternal(href) || kept.has('target'))) {
          kept.set('rel', 'noopener noreferrer');
        }
        return { tagName, attribs: Object.fromEntries(kept) };
      },
    },
    // A picture without a source would show a broken icon.
    exclusiveFilter: (frame) => frame.tag === 'img' && !('src' in frame.attribs),
  });
  return { text, removed: [...removed] };
}

// How a refused URL is named in a warning: its scheme (`javascript:`), or the start of it.
function schemeOf(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const bare = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(bare)?.[1];
  if (scheme !== undefined) return `${scheme}:`;
  return bare === '' ? 'no source' : JSON.stringify(url.slice(0, 30));
}

// A tag in the text makes it HTML; otherwise it is plain text whose lines are its paragraphs.
const anyTag = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

/**
 * A listing's description as HTML: HTML from the CRM cleaned like any other, plain text as one
 * paragraph per line (entities in it decoded, `<` shown as written).
 */
export function descriptionHtml(description: string): Cleaned {
  if (anyTag.test(description)) return cleanHtml(description);
  const lines = description.split(/\r?\n/).filter((line) => line.trim() !== '');
  const cleaned = lines.map((line) => cleanHtml(line));
  return {
    text: cleaned.map((line) => `<p>${line.text.trim()}</p>`).join('\n'),
    removed: [...new Set(cleaned.flatMap((line) => line.removed))],
  };
}

const blockBoundary =
  /<(\/?)(p|div|h[1-6]|li|ul|ol|br|hr|tr|td|th|table|caption|blockquote|figure|figcaption|section|article)\b/gi;

const escaped: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The words of a text or an HTML fragment for a meta description or structured data: no tags (the
 * content of scripts and styles dropped), entities decoded (`&ocirc;` is `ô`), blocks parted by a
 * space, spaces collapsed.
 */
export function plainText(textOrHtml: string): string {
  const words = sanitizeHtml(textOrHtml.replace(blockBoundary, ' <$1$2'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: contentless,
  });
  // sanitize-html decodes every entity, then writes &, <, > and " back as these four.
  return words
    .replace(/&(amp|lt|gt|quot);/g, (entity) => escaped[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text made safe to show inside HTML: `plainText`'s words with &, <, > and " escaped. */
export function plainHtml(textOrHtml: string): string {
  return escapeHtml(plainText(textOrHtml));
}

// What may never appear in a page's CSS: markup (`<` would let `</style>` end the element), at-rules
// (@import loads other sheets), escapes (which hide the rest), old script hooks (expression(),
// behavior, -moz-binding) and script or inline-data URLs.
const forbiddenCss: readonly (readonly [RegExp, string])[] = [
  [/</, '<'],
  [/@/, '@ rule'],
  [/\\/, '\\ escape'],
  [/expression\s*\(/i, 'expression()'],
  [/behavior\s*:|-moz-binding/i, 'behavior/-moz-binding'],
  [/javascript:|vbscript:|data:/i, 'script or data URL'],
];

// A url() may only name a file of the export's media folder.
const urlCall = /url\(\s*(["']?)([^"')]*)\1\s*\)/gi;

function cssFault(block: string): string | undefined {
  for (const [pattern, name] of forbiddenCss) if (pattern.test(block)) return name;
  const withoutUrls = block.replace(urlCall, (call, _quote, url: string) => (isMediaSource(url) ? '' : call));
  if (/url\s*\(/i.test(withoutUrls)) return 'url() outside /media/';
  return undefined;
}

/**
 * A menu page's CSS limited to plain rule blocks (`selector { property: value; ... }`): comments are
 * dropped, and so is every block holding `<`, `@` (at-rules such as @import or @media, with all they
 * hold), a `\` escape, expression(), behavior, -moz-binding, a javascript:, vbscript: or data: URL,
 * or a url() other than `/media/...`, and any text outside blocks. What is kept cannot end the <style>
 * element nor load anything but the export's media.
 */
export function cleanCss(css: string): Cleaned {
  const removed = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
  const kept: string[] = [];
  const drop = (part: string, otherwise: string) => {
    if (part.trim() !== '') removed.add(cssFault(part) ?? otherwise);
  };
  let depth = 0;
  let start = 0; // where the current block's selector, or the text between blocks, starts
  let open = 0; // the current top-level block's `{`
  let nested = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === ';' && depth === 0) {
      // A statement outside blocks (`@import url(...);`) ends here, not at the next block's `{`.
      drop(text.slice(start, index + 1), 'text outside rule blocks');
      start = index + 1;
    } else if (character === '{') {
      if (depth === 0) open = index;
      else nested = true;
      depth++;
    } else if (character === '}') {
      if (depth === 0) {
        drop(text.slice(start, index + 1), 'text outside rule blocks');
        start = index + 1;
        continue;
      }
      depth--;
      if (depth > 0) continue;
      const selector = text.slice(start, open).trim();
      const declarations = text.slice(open + 1, index).trim();
      const whole = text.slice(start, index + 1);
      const fault =
        cssFault(whole) ??
        (nested ? 'nested blocks' : selector === '' ? 'a block without a selector' : undefined);
      if (fault === undefined) kept.push(`${selector} { ${declarations} }`);
      else removed.add(fault);
      start = index + 1;
      nested = false;
    }
  }
  drop(text.slice(start), 'text outside rule blocks');
  return { text: kept.join('\n'), removed: [...removed] };
}
