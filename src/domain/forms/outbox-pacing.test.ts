import { describe, expect, it } from 'vitest';
import { outboxYieldsToVisitors } from './outbox-pacing';

describe('outboxYieldsToVisitors', () => {
  it('yields when more requests came in during the batch than it sent e-mails', () => {
    expect(outboxYieldsToVisitors(65, 64)).toBe(true);
    expect(outboxYieldsToVisitors(2000, 64)).toBe(true);
  });

  it('goes on draining while requests come in more slowly than it sends', () => {
    expect(outboxYieldsToVisitors(0, 64)).toBe(false);
    expect(outboxYieldsToVisitors(64, 64)).toBe(false);
    expect(outboxYieldsToVisitors(1, 2)).toBe(false);
  });
});
