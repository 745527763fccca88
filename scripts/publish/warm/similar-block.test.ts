import { describe, expect, it } from 'vitest';
import { withSimilarBlock } from './similar-block';

const open = '<section class="detail__similar" data-cid>';
const page = (block: string) =>
  `<main><section class="detail__contact"><h2>Contact</h2></section>${block}<footer>x</footer></main>`;
const block = (cards: string) => `${open}<h2>Similar</h2><ul>${cards}</ul></section>`;

const spliced = (live: string, rendered: string) =>
  withSimilarBlock(Buffer.from(live), Buffer.from(rendered))?.toString();

describe('a similar-listing block put in place of the live one', () => {
  it('replaces the block of the live page and keeps the rest of it', () => {
    expect(spliced(page(block('<li>old</li>')), block('<li>new</li><li>two</li>'))).toBe(
      page(block('<li>new</li><li>two</li>')),
    );
  });

  it('finds the end of a block that holds sections of its own', () => {
    const nested = block('<li><section>a</section></li><li><section><section>b</section></section></li>');
    expect(spliced(page(nested), block('<li>new</li>'))).toBe(page(block('<li>new</li>')));
  });

  it('refuses a page without the block, or with it twice: the page is then rendered whole', () => {
    expect(spliced(page(''), block('<li>new</li>'))).toBeUndefined();
    expect(spliced(page(block('<li>a</li>') + block('<li>b</li>')), block('<li>new</li>'))).toBeUndefined();
  });

  it('refuses a rendered block that is not one whole section', () => {
    const live = page(block('<li>old</li>'));
    expect(spliced(live, '')).toBeUndefined();
    expect(spliced(live, `${block('<li>new</li>')}\n`)).toBeUndefined();
    expect(spliced(live, `${open}<ul>`)).toBeUndefined();
    expect(spliced(live, `<div>${block('<li>new</li>')}</div>`)).toBeUndefined();
  });
});
