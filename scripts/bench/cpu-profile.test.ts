import { describe, expect, it } from 'vitest';
import { topSelfTime } from './cpu-profile';

describe('topSelfTime', () => {
  it('adds each sample to its function, leaves idle out, heaviest first', () => {
    const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)') },
        { id: 2, callFrame: frame('viewResults', 'http://x/_astro/search.js', 9) },
        { id: 3, callFrame: frame('', 'http://x/_astro/react.js', 0) },
        { id: 4, callFrame: frame('(garbage collector)') },
      ],
      samples: [1, 2, 2, 3, 4, 1],
      timeDeltas: [0, 1000, 2000, 3000, 500, 250],
    };
    expect(topSelfTime(profile)).toEqual([
      { name: 'viewResults search.js:10', ms: 5 },
      { name: '(anonymous) react.js:1', ms: 0.5 },
      { name: '(garbage collector)', ms: 0.25 },
    ]);
    expect(topSelfTime({ nodes: [] })).toEqual([]);
  });
});
