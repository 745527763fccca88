// The source the bench builds: a snapshot of the committed tree (git archive HEAD) under .cache/bench,
// so that other engineers' uncommitted edits in the shared working tree neither break a build nor make
// two builds differ (a rebuild is compared byte for byte with the build before it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchPath } from './context';

/** A snapshot of a commit's files, ready to build. */
export interface SourceSnapshot {
  readonly commit: string;
  readonly root: string;
  /** How many paths of the working tree differed from the commit when the snapshot was taken. */
  readonly uncommittedPaths: number;
}

let taken: SourceSnapshot | undefined;

/** The snapshot of HEAD (made once per commit): node_modules and the image cache link to the tree's. */
export function sourceSnapshot(): SourceSnapshot {
  if (taken !== undefined) return taken;
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const root = benchPath(`source-${commit.slice(0, 12)}`);
  if (!existsSync(join(root, 'package.json'))) {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    const archive = benchPath(`source-${commit.slice(0, 12)}.tar`);
    execFileSync('git', ['archive', '--format=tar', '-o', archive, commit]);
    execFileSync('tar', ['-xf', archive, '-C', root]);
    rmSync(archive);
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
    mkdirSync(resolve('.cache/images'), { recursive: true });
    mkdirSync(join(root, '.cache'), { recursive: true });
    // The same image cache as the working tree: a build of the snapshot reuses what any build made.
    symlinkSync(resolve('.cache/images'), join(root, '.cache', 'images'), 'dir');
  }
  const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' });
  taken = { commit, root, uncommittedPaths: status.split('\n').filter((line) => line.trim() !== '').length };
  return taken;
}
