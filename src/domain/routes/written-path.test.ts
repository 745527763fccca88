import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writtenPath } from './written-path';

describe('writtenPath', () => {
  it('reads a path, a file URL and nothing else', () => {
    expect(writtenPath('/site/dist/index.html')).toBe('/site/dist/index.html');
    expect(writtenPath(pathToFileURL('/site/dist/à vendre/index.html'))).toBe(
      '/site/dist/à vendre/index.html',
    );
    expect(writtenPath(7)).toBeUndefined();
  });
});
