import { describe, expect, it } from 'vitest';
import { parseElapsed, parseTimeReport } from './time-report';

const report = `01:58:47 [build] Complete!
\tCommand being timed: "astro build"
\tUser time (seconds): 59.84
\tSystem time (seconds): 3.86
\tPercent of CPU this job got: 83%
\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:16.19
\tMaximum resident set size (kbytes): 957792
\tExit status: 0
`;

describe('parseElapsed', () => {
  it('reads m:ss.ss and h:mm:ss', () => {
    expect(parseElapsed('1:16.19')).toBeCloseTo(76.19, 5);
    expect(parseElapsed('1:02:03')).toBe(3723);
  });
  it('refuses what is not a time', () => {
    expect(() => parseElapsed('soon')).toThrow(/not an elapsed time/);
  });
});

describe('parseTimeReport', () => {
  it('reads the figures of a GNU time -v report', () => {
    expect(parseTimeReport(report)).toEqual({
      wallSeconds: 76.19,
      userSeconds: 59.84,
      systemSeconds: 3.86,
      maxRssKb: 957792,
      exitStatus: 0,
    });
  });
  it('is undefined without a report', () => {
    expect(parseTimeReport('built')).toBeUndefined();
  });
});
