import { describe, expect, it } from 'vitest';
import { cleanCss, cleanHtml, descriptionHtml, isSafeLink, plainText } from './export-html';

describe('cleanHtml', () => {
  it('removes script tags with their code, and says so', () => {
    const cleaned = cleanHtml(
      '<p>Open</p><script>alert(document.cookie)</script><SCRIPT src="//x.io/a.js"></SCRIPT>',
    );
    expect(cleaned.text).toBe('<p>Open</p>');
    expect(cleaned.removed).toContain('<script>');
  });

  it('removes event handlers such as onerror', () => {
    const cleaned = cleanHtml(
      '<img src="/media/house-01.jpg" alt="Front" onerror="alert(1)"><p onclick="x()">Hi</p>',
    );
    expect(cleaned.text).toBe('<img src="/media/house-01.jpg" alt="Front" /><p>Hi</p>');
    expect(cleaned.removed).toEqual(['onerror on <img>', 'onclick on <p>']);
  });

  it('keeps the text of a javascript:, vbscript: or data: link but not the link', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVa\tScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>x</script>',
    ]) {
      const cleaned = cleanHtml(`<a href="${href.replace(/"/g, '&quot;')}">Click</a>`);
      expect(cleaned.text, href).toBe('<a>Click</a>');
      expect(cleaned.removed.join(), href).toMatch(/(javascript|vbscript|data): link/);
    }
    expect(cleanHtml('<a href="jav&#x09;ascript:alert(1)">x</a>').text).toBe('<a>x</a>');
  });

  it('removes iframes, objects, forms and style elements with their content', () => {
    const cleaned = cleanHtml(
      '<iframe src="https://evil.example/"></iframe><object data="x.swf"></object><form action="/x"><input name="a"></form><style>body{display:none}</style><p>Kept</p>',
    );
    expect(cleaned.text).toBe('<p>Kept</p>');
    expect(cleaned.removed).toEqual(
      expect.arrayContaining(['<iframe>', '<object>', '<form>', '<input>', '<style>']),
    );
  });

  it('keeps pictures from the export media only, never a data: or outside source', () => {
    expect(cleanHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">').text).toBe('');
    expect(cleanHtml('<img src="https://tracker.example/p.gif" alt="">').text).toBe('');
    expect(cleanHtml('<img src="/media/../site.json">').text).toBe('');
    expect(cleanHtml('<img src="data:image/png;base64,AAAA">').removed).toEqual([
      '<img> not from /media/ (data:)',
    ]);
    expect(cleanHtml('<img src="/media/plan%201.png" alt="Plan" width="800" height="600">').text).toBe(
      '<img src="/media/plan%201.png" alt="Plan" width="800" height="600" />',
    );
  });

  it('drops style, class and id attributes', () => {
    const cleaned = cleanHtml('<p style="position:fixed;inset:0" class="btn" id="consent">Text</p>');
    expect(cleaned.text).toBe('<p>Text</p>');
    expect(cleaned.removed).toEqual(['style on <p>', 'class on <p>', 'id on <p>']);
  });

  it('keeps headings, paragraphs, breaks, lists, tables, emphasis and quotes', () => {
    const html =
      '<h2>Rooms</h2><h3>Ground floor</h3><p>A <strong>bright</strong> <em>living</em>, <b>b</b> <i>i</i> <u>u</u><br />next line</p>' +
      '<ul><li>Garden</li></ul><ol start="2"><li>Two</li></ol>' +
      '<table><thead><tr><th scope="col">Room</th></tr></thead><tbody><tr><td colspan="2">12 m²</td></tr></tbody></table>' +
      '<blockquote>Lovely</blockquote>';
    expect(cleanHtml(html)).toEqual({ text: html, removed: [] });
  });

  it('makes an h1 an h2: the page title is the only h1', () => {
    expect(cleanHtml('<h1>Title</h1>').text).toBe('<h2>Title</h2>');
  });

  it('keeps http, https, mailto, tel and site links; an outside link opens without handing over the page', () => {
    expect(cleanHtml('<a href="/fr/a-vendre/">Sale</a>').text).toBe('<a href="/fr/a-vendre/">Sale</a>');
    expect(cleanHtml('<a href="#team-join">Join</a>').text).toBe('<a href="#team-join">Join</a>');
    expect(cleanHtml('<a href="mailto:info@example.be">Mail</a>').text).toBe(
      '<a href="mailto:info@example.be">Mail</a>',
    );
    expect(cleanHtml('<a href="tel:+3225341820">Call</a>').text).toBe('<a href="tel:+3225341820">Call</a>');
    expect(cleanHtml('<a href="https://www.biv.be/" rel="opener">BIV</a>').text).toBe(
      '<a href="https://www.biv.be/" rel="noopener noreferrer">BIV</a>',
    );
    expect(cleanHtml('<a href="/x" target="_blank">x</a>').text).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(cleanHtml('<a href="/x" target="_top">x</a>').text).toBe('<a href="/x">x</a>');
    expect(cleanHtml('<a href="//evil.example/">x</a>').text).toBe('<a>x</a>');
  });

  it('decodes entities and keeps text that looks like markup as text', () => {
    expect(cleanHtml('<h2>Un h&ocirc;tel &amp; caf&eacute;</h2>').text).toBe('<h2>Un hôtel &amp; café</h2>');
    expect(cleanHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>').text).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});

describe('isSafeLink', () => {
  it('accepts site paths and the four schemes only', () => {
    expect(
      ['/', 'page', '?q=1', '#a', 'https://a.be', 'HTTP://a.be', 'mailto:a@b.be', 'tel:+32'].every(
        isSafeLink,
      ),
    ).toBe(true);
    expect(
      ['javascript:x', '\u0001javascript:x', 'data:,x', 'vbscript:x', 'file:///etc/passwd', '//a.be'].some(
        isSafeLink,
      ),
    ).toBe(false);
  });
});

describe('descriptionHtml', () => {
  it('renders an HTML description as its HTML, cleaned', () => {
    expect(descriptionHtml('<h2>Un h&ocirc;tel</h2><p>Vue sur mer</p><script>x</script>')).toEqual({
      text: '<h2>Un hôtel</h2><p>Vue sur mer</p>',
      removed: ['<script>'],
    });
  });

  it('keeps a plain description readable: each line a paragraph, entities read, < shown as written', () => {
    expect(descriptionHtml('Rue calme.\n\nJardin &amp; terrasse.\nPrix < 300 000 €').text).toBe(
      '<p>Rue calme.</p>\n<p>Jardin &amp; terrasse.</p>\n<p>Prix &lt; 300 000 €</p>',
    );
  });
});

describe('plainText', () => {
  it('strips tags and code, decodes entities and parts blocks by a space', () => {
    expect(
      plainText('<h2>Un h&ocirc;tel</h2><p>Vue&nbsp;sur <b>mer</b> &amp; port</p><script>alert(1)</script>'),
    ).toBe('Un hôtel Vue sur mer & port');
    expect(plainText('A &lt;b&gt; &quot;c&quot;')).toBe('A <b> "c"');
  });
});

describe('cleanCss', () => {
  it('keeps plain rule blocks', () => {
    expect(cleanCss('.menu-page h2 { color: #123456; }\n/* note */ .a > .b{margin:0 auto}')).toEqual({
      text: '.menu-page h2 { color: #123456; }\n.a > .b { margin:0 auto }',
      removed: [],
    });
    expect(cleanCss('.hero { background: url("/media/banner.jpg") }').text).toBe(
      '.hero { background: url("/media/banner.jpg") }',
    );
  });

  it('cannot end the style element: </style><script> is dropped', () => {
    const cleaned = cleanCss('p { color: red }</style><script>alert(1)</script><style>');
    expect(cleaned.text).toBe('p { color: red }');
    expect(cleaned.text).not.toMatch(/</);
    expect(cleaned.removed).toEqual(['<']);
    expect(cleanCss('p { color: red; } a { content: "</style><script>alert(1)</script>" }').text).toBe(
      'p { color: red; }',
    );
  });

  it('drops at-rules, escapes, expression(), bindings and outside or script URLs', () => {
    const hostile = [
      ['@import url("https://evil.example/x.css"); p { color: red }', '@ rule'],
      ['@media (min-width: 1px) { body { display: none } } p { color: red }', '@ rule'],
      ['a { background: url(javascript:alert(1)) } p { color: red }', 'script or data URL'],
      ['a { background: url(https://tracker.example/p.gif) } p { color: red }', 'url() outside /media/'],
      ['a { background: url(data:image/png;base64,AAAA) } p { color: red }', 'script or data URL'],
      ['a { width: expression(alert(1)) } p { color: red }', 'expression()'],
      ['a { behavior: url(/media/x.htc) } p { color: red }', 'behavior/-moz-binding'],
      ['a { background: u\\72l(x) } p { color: red }', '\\ escape'],
    ] as const;
    for (const [css, fault] of hostile) {
      expect(cleanCss(css), css).toEqual({ text: 'p { color: red }', removed: [fault] });
    }
  });
});
