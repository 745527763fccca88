import { describe, expect, it } from 'vitest';
import { manifestOutputs } from './incremental-output-integration';

describe('manifestOutputs', () => {
  it("lists every route's output files of an incremental-build manifest", () => {
    const manifest = {
      version: 1,
      routes: {
        'src/pages/[...path].astro': {
          dependencyHash: 'x',
          paths: {
            '/for-sale/gent/house/1001': {
              cacheKey: 'a',
              outputFile: 'client/for-sale/gent/house/1001/index.html',
            },
            '/property/1001': { cacheKey: 'b', outputFile: 'client/property/1001/index.html' },
          },
        },
        'src/pages/other.astro': {
          paths: { '/other': { cacheKey: 'c', outputFile: 'client/other/index.html' } },
        },
      },
    };
    expect(manifestOutputs(JSON.stringify(manifest))).toEqual(
      new Set([
        'client/for-sale/gent/house/1001/index.html',
        'client/property/1001/index.html',
        'client/other/index.html',
      ]),
    );
  });

  it('keeps nothing when there is no manifest or it cannot be read', () => {
    expect(manifestOutputs(undefined).size).toBe(0);
    expect(manifestOutputs('{"routes": {"x": ').size).toBe(0);
    expect(manifestOutputs('{"routes": {"x": {"paths": {"/a": {"cacheKey": "k"}}}}}').size).toBe(0);
  });
});
