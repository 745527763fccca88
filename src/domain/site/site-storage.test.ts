import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consentCategories } from './consent';
import { lifetimeText, siteStorage, storageByCategory, tileHostOf } from './site-storage';

// Every source file of the site (tests aside): where cookies and storage keys get written.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|mjs)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}
const files = sourceFiles('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const everything = files.map((file) => file.text).join('\n');

// The string value of a constant, or the strings a function's body builds names from, found anywhere.
function resolve(expression: string, depth = 2): string[] {
  const names = [...expression.matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2] ?? '');
  for (const [identifier] of expression.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const constant = everything.match(new RegExp(`const ${identifier}\\s*=\\s*'([^']*)'`));
    if (constant?.[1] !== undefined) names.push(constant[1]);
    const fn = everything.match(new RegExp(`function ${identifier}\\([^)]*\\)[^{]*\\{([\\s\\S]*?)\\n\\}`));
    if (fn?.[1] !== undefined && depth > 0) names.push(...resolve(fn[1], depth - 1));
  }
  return names;
}

// What the code writes: setItem(key, ...) on any storage, document.cookie = ..., a Set-Cookie header.
function writes(): { where: string; names: string[]; exact: boolean }[] {
  return files.flatMap(({ path, text }) => [
    ...[...text.matchAll(/\.setItem\(\s*([^,]+),/g)].map((match) => ({
      where: `${path}: ${match[0]}`,
      names: resolve(match[1] ?? ''),
      exact: true,
    })),
    ...[...text.matchAll(/document\.cookie\s*=\s*([^;\n]+(?:;[^\n]*)?)/g)]
      // Removals (Max-Age=0) write no new cookie.
      .filter((match) => !/Max-Age=0/.test(match[1] ?? ''))
      .map((match) => ({ where: `${path}: ${match[0]}`, names: resolve(match[1] ?? ''), exact: false })),
    ...[...text.matchAll(/'Set-Cookie':\s*([^}]+)/g)].map((match) => ({
      where: `${path}: ${match[0]}`,
      names: resolve(match[1] ?? ''),
      exact: false,
    })),
  ]);
}

describe('siteStorage', () => {
  const listed = siteStorage('tile.openstreetmap.org');
  const names = new Set(listed.map((item) => item.name));

  it('lists every key the code writes to a cookie, localStorage or sessionStorage', () => {
    const found = writes();
    // The writes known today: consent, language (cookie and storage), popup, maps, owner portal (mark, session).
    expect(found.length).toBeGreaterThanOrEqual(7);
    for (const write of found) {
      const keys = write.names.filter((name) => names.has(name));
      expect(keys, `${write.where} writes a key the cookie list does not name`).not.toEqual([]);
      if (write.exact) expect(write.names.length, write.where).toBe(1);
    }
  });

  it('lists a cookie under each category a visitor can choose, and the strictly necessary ones', () => {
    for (const category of ['necessary', ...consentCategories] as const)
      expect(
        listed.some((item) => item.category === category),
        category,
      ).toBe(true);
  });

  it("lists every tracker cookie the trackers' module removes, under the same category", () => {
    const module = readFileSync('src/islands/consent/consent-trackers.ts', 'utf8');
    const patterns = [...module.matchAll(/\['(\w+)', \/(.+?)\/\]/g)].map(
      (match) => [match[1] ?? '', new RegExp(match[2] ?? '')] as const,
    );
    expect(patterns.map(([category]) => category)).toEqual(['analytical', 'marketing', 'socialMedia']);
    const third = listed.filter((item) => item.kind === 'cookie' && item.provider !== undefined);
    for (const item of third) {
      const matched = patterns.find(([, pattern]) => pattern.test(item.name.replace('*', 'X')));
      expect(matched?.[0], item.name).toBe(item.category);
    }
  });
});

describe('tileHostOf', () => {
  it('reads the host of a tile template', () => {
    expect(tileHostOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('tile.openstreetmap.org');
    expect(tileHostOf('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe('0.tiles.example.com');
  });
});

describe('storageByCategory', () => {
  it('groups the list strictly necessary first, then in the order of the dialog', () => {
    const groups = storageByCategory(siteStorage('tiles.example'));
    expect(groups.map((group) => group.category)).toEqual([
      'necessary',
      'analytical',
      'marketing',
      'socialMedia',
      'unclassified',
    ]);
    expect(groups.at(-1)?.items.map((item) => item.name)).toEqual(['tiles.example']);
  });
});

describe('lifetimeText', () => {
  it('says one day, a number of days, or a kind of lifetime', () => {
    expect(lifetimeText({ kind: 'days', days: 1 })).toEqual({ key: 'day' });
    expect(lifetimeText({ kind: 'days', days: 90 })).toEqual({ key: 'days', count: 90 });
    expect(lifetimeText({ kind: 'session' })).toEqual({ key: 'session' });
  });
});
