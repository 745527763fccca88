// A bench build served by scripts/server/serve.mjs on a free loopback port, with its own var/ folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BuildResult, benchPath } from './context';

/** A running bench server. */
export interface BenchServer {
  readonly base: string;
  readonly varDir: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Serves a build (with scripts/server/serve.mjs of the source it was built from, node run with `nodeArgs`) with `env` added; resolves once it listens. */
export async function serveBuild(
  build: Pick<BuildResult, 'outDir' | 'exportDir' | 'sourceRoot'>,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<BenchServer> {
  const { outDir, exportDir } = build;
  const varDir = mkdtempSync(join(benchPath('var', 'x'), '..', 'run-'));
  const serve = join(build.sourceRoot ?? resolve('.'), 'scripts', 'server', 'serve.mjs');
  const child = spawn(process.execPath, [...nodeArgs, serve, outDir], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', VAR_DIR: varDir, DATA_DIR: exportDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await new Promise<string>((found, fail) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) found(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => fail(new Error(`serve.mjs exited (${code}):\n${output}`)));
  });
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
