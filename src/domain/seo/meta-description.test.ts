import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('keeps a short text whole', () => {
    expect(metaDescription('Twaalf appartementen met terras.')).toBe('Twaalf appartementen met terras.');
  });

  it('reads the words of an HTML fragment: no tags, entities read, spaces collapsed', () => {
    expect(
      metaDescription(
        '<div><b>Vendre</b>&nbsp;avec nous<br>\nEstimation &amp; conseil&#160;: gratuits</div>',
      ),
    ).toBe('Vendre avec nous Estimation & conseil : gratuits');
  });

  it('reads the paragraphs of an HTML fragment, not its headings and lists', () => {
    expect(
      metaDescription(
        '<p>We are hiring.</p><h2>What you will do</h2><ul><li>Viewings</li></ul><p>Apply today.</p>',
      ),
    ).toBe('We are hiring. Apply today.');
  });

  it('leaves out what a script or a style holds', () => {
    expect(metaDescription('<style>p{color:red}</style><div>Hello</div><script>alert(1)</script>')).toBe(
      'Hello',
    );
  });

  it('ends a long text on a whole word with an ellipsis, within the length', () => {
    const text = `Een ruime woning met een zonnige tuin, ${'drie slaapkamers en een garage, '.repeat(8)}`;
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(161);
    expect(description.endsWith('…')).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(text[description.length - 1]).toMatch(/[\s,]/);
    expect(description).not.toMatch(/[\s,]…$/);
  });

  it('cuts a first word longer than the room rather than giving nothing', () => {
    expect(metaDescription('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it("reads every named entity of the CRM's HTML", () => {
    expect(
      metaDescription('<h2>Un h&ocirc;tel</h2><p>Vue sur l&rsquo;eau, &eacute;t&eacute; compris</p>'),
    ).toBe('Vue sur l’eau, été compris');
    expect(metaDescription('Caf&eacute; &amp; h&ocirc;tel')).toBe('Café & hôtel');
  });

  it('gives nothing for a text without words', () => {
    expect(metaDescription('<p> </p>')).toBe('');
  });
});
