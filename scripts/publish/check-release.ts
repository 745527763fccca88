// Before a release goes live, the publish asks it for what every visitor and the API need: the home
// page, one listing's page and one API route that reads the export, served by the live server's own code
// (scripts/server/serve.ts) from the new build and export, in a child process on a loopback port. A
// release whose build and validation passed can still fail there (a file the server reads that the
// build did not, a broken server bundle): it is refused, and the live site is untouched.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ExportModel } from '../../src/data/export-model';
import { siteLocales } from '../../src/domain/language/site-locales';
import { propertyPathParams } from '../../src/domain/listing/listing-card';
import { propertyTypeName } from '../../src/domain/listing/property-type-name';
import { pathFor } from '../../src/domain/routes/routes';

/** One request of the check and what it must answer. */
export interface ReleaseProbe {
  readonly what: string;
  readonly path: string;
}

/** The requests a release must answer with 200: the home page, a listing, the API reading the export. */
export function releaseProbes(model: ExportModel): ReleaseProbe[] {
  const options = siteLocales(model.site);
  const locale = options.defaultLocale;
  const probes: ReleaseProbe[] = [{ what: 'the home page', path: pathFor('home', locale, {}, options) }];
  const listing = model.properties[0];
  if (listing !== undefined) {
    const type = propertyTypeName(model.propertyTypes, listing.WebID, locale, locale) ?? '';
    probes.push(
      {
        what: `the page of listing ${listing.ID}`,
        path: pathFor('property', locale, propertyPathParams(listing, type, locale), options),
      },
      { what: 'the API (visit slots of that listing)', path: `/api/slots/${listing.ID}` },
    );
  } else {
    probes.push({ what: 'the API', path: '/api/health' });
  }
  return probes;
}

const serveRelease = fileURLToPath(new URL('./serve-release.ts', import.meta.url));

/** How long the server may take to start and each request to answer: a working release needs far less. */
const startMs = 60_000;
const requestMs = 20_000;

/**
 * Serves the build at `distDir` with the export at `dataDir` and asks it each probe; resolves with what
 * failed, each in a sentence for staff (empty: the release serves).
 */
export async function checkRelease(
  distDir: string,
  dataDir: string,
  probes: readonly ReleaseProbe[],
): Promise<string[]> {
  const child = spawn(process.execPath, [serveRelease], {
    env: {
      ...process.env,
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      // The check reads; the live server's outbox worker and clean-ups are not started twice.
      API_BACKGROUND_WORK: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`it did not start within ${startMs / 1000} s`)),
        startMs,
      );
      let line = '';
      child.stdout.on('data', (chunk: Buffer) => {
        line += chunk;
        const match = /listening (\d+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`it stopped (exit code ${code})`));
      });
    });
    const failures: string[] = [];
    for (const probe of probes) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}${probe.path}`, {
          signal: AbortSignal.timeout(requestMs),
          redirect: 'manual',
        });
        await response.arrayBuffer();
        if (response.status !== 200)
          failures.push(`${probe.what} (${probe.path}) answered ${response.status} instead of 200`);
      } catch (error) {
        failures.push(`${probe.what} (${probe.path}) did not answer: ${(error as Error).message}`);
      }
    }
    return failures.map((failure) => withServerOutput(failure, output));
  } catch (error) {
    return [withServerOutput(`The new release's server failed: ${(error as Error).message}`, output)];
  } finally {
    child.kill('SIGKILL');
  }
}

/** A failure with the last lines the server wrote, where the cause usually is. */
function withServerOutput(failure: string, output: string): string {
  const tail = output.trim().split('\n').slice(-8).join('\n');
  return tail === '' ? failure : `${failure}\n${tail}`;
}
