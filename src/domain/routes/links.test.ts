// Unit tests of links: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { opensInNewTab } from './links';

describe('opensInNewTab', () => {
  it('opens absolute web, protocol-relative, phone and mail links in a new tab', () => {
    for (const url of [
      'https://x.be',
      'http://x.be',
      '//cdn.x.be',
      'tel:+3221234567',
      'mailto:a@b.be',
      ' HTTPS://X.BE',
    ]) {
      expect(opensInNewTab(url)).toBe(true);
    }
  });

  it('keeps site paths in the same tab', () => {
    for (const url of ['/fr/a-vendre/', 'contact/', '#main', '/https-guide/']) {
      expect(opensInNewTab(url)).toBe(false);
    }
  });
});
