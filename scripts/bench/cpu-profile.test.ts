import { describe, expect, it } from 'vitest';
import { codeOwner, selfTimeByOwner, topSelfTime } from './cpu-profile';

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

describe('codeOwner', () => {
  it('names the package, node internals, the app or native code', () => {
    expect(codeOwner('file:///w/node_modules/valibot/dist/index.js')).toBe('valibot');
    expect(codeOwner('file:///w/node_modules/@astrojs/node/dist/serve.js')).toBe('@astrojs/node');
    expect(codeOwner('file:///w/node_modules/a/node_modules/b/x.js')).toBe('b');
    expect(codeOwner('node:internal/http')).toBe('node internals');
    expect(codeOwner('file:///w/dist/server/chunks/forms.mjs')).toBe('the app (dist/server chunks)');
    expect(codeOwner('')).toMatch(/^\(native/);
  });
  it('adds self time by owner', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)', '') },
        { id: 2, callFrame: frame('parse', 'file:///w/node_modules/valibot/x.js') },
        { id: 3, callFrame: frame('run', 'file:///w/node_modules/valibot/y.js') },
        { id: 4, callFrame: frame('exec', '') },
      ],
      samples: [1, 2, 3, 4, 1],
      timeDeltas: [0, 1000, 1000, 2000, 3000],
    };
    expect(selfTimeByOwner(profile)).toEqual([
      { name: 'valibot', ms: 3 },
      { name: '(native: V8, GC, bindings such as node:sqlite)', ms: 3 },
    ]);
  });
});
