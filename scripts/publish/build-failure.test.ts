import { describe, expect, it } from 'vitest';
import { buildFailureExcerpt } from './build-failure';

describe('buildFailureExcerpt', () => {
  it('repeats the lines from the first that marks a failure, without colour codes', () => {
    const output = [
      '04:40:22 [build] Building server entrypoints...',
      '04:40:28 [vite] ✓ built in 5.27s',
      '\u001b[31m04:40:32 [ERROR] [vite] ✗ Build failed in 3.40s\u001b[39m',
      '[MISSING_EXPORT] "inspectDocx" is not exported by "src/server/forms/cv-content.ts".',
      '  Location:',
      '    src/server/forms/cv-file.ts:6:9',
    ].join('\n');
    expect(buildFailureExcerpt(output)).toBe(
      [
        '04:40:32 [ERROR] [vite] ✗ Build failed in 3.40s',
        '[MISSING_EXPORT] "inspectDocx" is not exported by "src/server/forms/cv-content.ts".',
        '  Location:',
        '    src/server/forms/cv-file.ts:6:9',
      ].join('\n'),
    );
  });

  it('names the picture a build could not read', () => {
    const output = [
      ...Array.from({ length: 30 }, (_, index) => `  ├─ /page-${index}/index.html (+3ms)`),
      'Error: Input file contains unsupported image format',
      '    at Sharp.toBuffer (node_modules/sharp/lib/output.js:163:17)',
      '  file: data/media/house-07.jpg',
    ].join('\n');
    expect(buildFailureExcerpt(output)).toContain('unsupported image format');
    expect(buildFailureExcerpt(output)).not.toContain('/page-3/');
  });

  it('gives the last lines when none says error', () => {
    const output = Array.from({ length: 40 }, (_, index) => `line ${index}`).join('\n');
    expect(buildFailureExcerpt(output).split('\n')).toEqual(
      Array.from({ length: 20 }, (_, index) => `line ${index + 20}`),
    );
  });
});
