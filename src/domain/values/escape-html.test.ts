import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.mjs';

describe('escapeHtml', () => {
  it('writes &, <, > and " as entities and leaves the rest, apostrophes and accents included', () => {
    expect(escapeHtml('<a href="x">Tom & Jerry\'s</a> é')).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry's&lt;/a&gt; é",
    );
  });
});
