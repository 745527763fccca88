// A bench build served by scripts/server/serve.ts on a free loopback port, with its own var/ folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BuildResult, benchPath } from './context';

/** A running bench server. */
export interface BenchServer {
  readonly base: string;
  readonly varDir: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** The production server's entry in a source tree: serve.ts, or serve.mjs in one from before it was typed. */
export function serverEntry(root: string): string {
  const typed = join(root, 'scripts', 'server', 'serve.ts');
  return existsSync(typed) ? typed : join(root, 'scripts', 'server', 'serve.mjs');
}

/** Serves a build (with scripts/server/serve.ts of the source it was built from, node run with `nodeArgs`) with `env` added; resolves once it listens. */
export async function serveBuild(
  build: Pick<BuildResult, 'outDir' | 'exportDir' | 'sourceRoot'>,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<BenchServer> {
  const { outDir, exportDir } = build;
  const varDir = mkdtempSync(join(benchPath('var', 'x'), '..', 'run-'));
  const serve = serverEntry(build.sourceRoot ?? resolve('.'));
  const child = spawn(process.execPath, [...nodeArgs, serve, outDir], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', VAR_DIR: varDir, DATA_DIR: exportDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await listeningAt(child, 'the server');
  return {
    base,
    varDir,
    child,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** The most of a server's output kept to explain its exit: its last 64 KB. */
const keptOutput = 64 * 1024;

/**
 * The address a server started by the bench prints ("Serving on http://…"); rejects with its last
 * output if it exits first. Only a tail of its output is kept and searched: the server logs a line per
 * request, and searching all of it again for each chunk made the bench, on the same cores, slower than
 * the server it measured.
 */
export function listeningAt(child: ChildProcess, name: string): Promise<string> {
  return new Promise<string>((found, fail) => {
    let output = '';
    let listening = false;
    const keep = (chunk: Buffer) => {
      output = `${output}${chunk.toString()}`.slice(-keptOutput);
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (listening) return;
      const match = /Serving on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        listening = true;
        found(match[1]);
      }
    });
    child.stderr?.on('data', keep);
    child.once('exit', (code) => fail(new Error(`${name} exited (${code}):\n${output}`)));
  });
}
