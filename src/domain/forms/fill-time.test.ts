import { describe, expect, it } from 'vitest';
import { fillWaitMs, minimumFillMs, postedTooFast, serverClockOffset, startSkewMs } from './fill-time';

describe('fillWaitMs', () => {
  it('waits out what is left of the minimum, and nothing once it has passed', () => {
    expect(fillWaitMs(10_000, 10_500)).toBe(minimumFillMs - 500);
    expect(fillWaitMs(10_000, 10_000 + minimumFillMs)).toBe(0);
    expect(fillWaitMs(10_000, 60_000)).toBe(0);
  });
  it('never waits longer than the minimum, even if the clock went back', () => {
    expect(fillWaitMs(10_000, 5_000)).toBe(minimumFillMs);
  });
});

describe('postedTooFast', () => {
  it('refuses a post sent sooner than the minimum after its start', () => {
    expect(postedTooFast(10_000, 11_000, 3000)).toBe(true);
    expect(postedTooFast(10_000, 13_000, 3000)).toBe(false);
  });
  it('refuses a start later than the server’s clock beyond the allowed skew', () => {
    // A script that says it started tomorrow must not skip the wait.
    expect(postedTooFast(10_000 + 24 * 3600_000, 10_000, 3000)).toBe(true);
    expect(postedTooFast(10_000 + startSkewMs + 1, 10_000, 3000)).toBe(true);
  });
  it('refuses a start just inside the skew as too fast, since no time has passed', () => {
    expect(postedTooFast(10_000 + startSkewMs, 10_000, 3000)).toBe(true);
    expect(postedTooFast(10_000 + 1000, 10_000, 0)).toBe(false);
  });
});

describe('serverClockOffset', () => {
  it('reads how far the server’s clock is ahead of the browser’s from a Date header', () => {
    const local = Date.parse('2026-12-02T04:00:00.400Z');
    expect(serverClockOffset('Wed, 02 Dec 2026 04:01:00 GMT', local)).toBe(59_600);
    expect(serverClockOffset('Wed, 02 Dec 2026 03:59:00 GMT', local)).toBe(-60_400);
  });
  it('moves a start onto the server’s clock so that a browser an hour ahead is not refused', () => {
    const server = Date.parse('2026-12-02T04:00:10.700Z');
    const browserAhead = server + 3600_000;
    const offset = serverClockOffset('Wed, 02 Dec 2026 04:00:10 GMT', browserAhead);
    const startedAt = browserAhead - 20_000 + offset;
    expect(postedTooFast(startedAt, server, 3000)).toBe(false);
    expect(postedTooFast(browserAhead - 20_000, server, 3000)).toBe(true);
  });
  it('is 0 without a readable header', () => {
    expect(serverClockOffset(null, 5)).toBe(0);
    expect(serverClockOffset('soon', 5)).toBe(0);
  });
});
