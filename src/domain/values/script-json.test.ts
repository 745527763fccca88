import { describe, expect, it } from 'vitest';
import { scriptJsonText } from './script-json';

describe('scriptJsonText', () => {
  it('cannot close the script element it sits in', () => {
    const text = scriptJsonText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
