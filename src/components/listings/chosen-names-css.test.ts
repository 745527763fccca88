import { describe, expect, it } from 'vitest';
import { chosenNamesCss } from './chosen-names-css';

describe('chosenNamesCss', () => {
  it('shows each ticked box’s name, the n-th name for the n-th box', () => {
    const css = chosenNamesCss(3);
    expect(css).toContain(
      '.sf-select:has(> .sf-select__panel > .sf-check:nth-of-type(3) > input:checked) .sf-select__name:nth-child(3){display:inline}',
    );
    expect(css.match(/\{display:inline\}/g)).toHaveLength(3);
  });

  it('puts a comma before a name only when an earlier box is ticked, never before the first', () => {
    const css = chosenNamesCss(3);
    expect(css).toContain(
      ':has(> .sf-select__panel > .sf-check:nth-of-type(-n+2) > input:checked) .sf-select__name:nth-child(3)::before{content:", "}',
    );
    expect(css).not.toContain('.sf-select__name:nth-child(1)::before');
    expect(css.match(/::before/g)).toHaveLength(2);
  });

  it('writes nothing for an empty list', () => {
    expect(chosenNamesCss(0)).toBe('');
  });
});
