// The layers of docs/architecture.md, checked: a module imports only from its own layer or a lower one.
// An import of a file's text (`?raw`: an island's source read into a cache key) is content, not code,
// and is not an edge. Node tools (scripts/) may use any part of src/; nothing in src/ imports them.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Lowest first. A folder of src/ (or src/middleware.ts) and its rank; equal ranks may not import each other. */
const layers: readonly (readonly string[])[] = [
  ['i18n', 'styles'], // the locale list, dictionaries and the translator; the shared stylesheets
  ['schemas'], // the export's entities and the API's answer shapes (valibot)
  ['domain'], // pure rules, by concern; the form schemas are the forms' rules
  ['data', 'stores'], // the export read into the model; the islands' shared state
  ['server', 'page', 'views'], // the API; a page's context; views rendered by both components and islands
  ['islands', 'browser'], // interactive parts; the chrome every page loads
  ['components'], // static HTML
  ['layouts'], // the page shell, with the header and footer components
  ['components/pages'], // one component per page key, each in its shell
  ['pages', 'middleware.ts', 'env.d.ts'], // the routes
];
const rankOf = new Map(layers.flatMap((names, rank) => names.map((name) => [name, rank] as const)));
const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|astro)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The layer folder a path lies in (a top folder of src/, or components/pages), or null outside src/. */
function topOf(path: string): string | null {
  const parts = relative(join(root, 'src'), path).split('/');
  if (parts[0] === 'components' && parts[1] === 'pages') return 'components/pages';
  return parts[0] === '..' ? null : (parts[0] ?? null);
}

function importEdges(): { from: string; to: string; fromTop: string; toTop: string | 'scripts' }[] {
  const edges = [];
  const specifier = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"?]+)(\?[^'"]*)?['"]/g;
  for (const file of sourceFiles(join(root, 'src'))) {
    const fromTop = topOf(file);
    if (fromTop === null) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(specifier)) {
      if (match[2]?.startsWith('?raw')) continue;
      const target = normalize(join(dirname(file), match[1] ?? ''));
      const toTop = relative(root, target).startsWith('scripts/') ? 'scripts' : topOf(target);
      if (toTop === null || toTop === fromTop) continue;
      edges.push({ from: relative(root, file), to: relative(root, target), fromTop, toTop });
    }
  }
  return edges;
}

describe('the layers of src/', () => {
  const edges = importEdges();

  it('finds the imports it checks', () => {
    expect(edges.length).toBeGreaterThan(300);
  });

  it('names every top folder of src/ in a layer', () => {
    const tops = readdirSync(join(root, 'src')).filter((name) => !name.endsWith('.test.ts'));
    expect(tops.filter((name) => !rankOf.has(name))).toEqual([]);
  });

  it('has no import from a lower layer to a higher one or across one layer', () => {
    const upward = edges
      .filter(({ fromTop, toTop }) => {
        const from = rankOf.get(fromTop);
        const to = rankOf.get(toTop);
        return to === undefined || from === undefined || to >= from;
      })
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(upward).toEqual([]);
  });
});

// A page's data is read once, by its route: the page list carries what each page is about (its listing,
// project, article or menu page: src/data/site-pages.ts) and the page context what the site publishes
// (src/page/page-context.ts). Below the routes nothing loads the export or the site model again.
const modelLoaders = ['src/data/load-export', 'src/data/site-model', 'src/data/site-pages'];
const rendering = ['components', 'layouts', 'islands', 'views', 'page'];

/** The value imports (not `import type`) of the model's loaders by the files that render a page. */
function modelLoading(): string[] {
  const statement = /import\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"?]+)['"]/g;
  return rendering.flatMap((folder) =>
    sourceFiles(join(root, 'src', folder)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(statement)].flatMap(([, typeOnly, names = '', from = '']) => {
        const target = relative(root, normalize(join(dirname(file), from))).replace(/\.(ts|mjs)$/, '');
        if (!modelLoaders.includes(target) || typeOnly !== undefined) return [];
        // `import { type A, type B }` brings in no value either.
        const values = names
          .replace(/[{}]/g, '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '));
        return values.length === 0
          ? []
          : [`${relative(root, file)} imports ${values.join(', ')} from ${target}`];
      }),
    ),
  );
}

describe('the data of a page', () => {
  it('is loaded by the routes alone: no component, layout, island or view loads the model', () => {
    expect(modelLoading()).toEqual([]);
  });
});
