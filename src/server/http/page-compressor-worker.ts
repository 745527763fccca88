// The worker thread of page-compressor.ts: compresses each file it is handed, one at a time, and says
// which copies it wrote. Run by Node itself (types stripped): imports with their extension.
import { parentPort } from 'node:worker_threads';
import { precompressWrittenSync } from './precompressed-files.ts';

parentPort?.on('message', (job: { id: number; path: string; body: Uint8Array }) => {
  try {
    const body = Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
    parentPort?.postMessage({ id: job.id, suffixes: precompressWrittenSync(job.path, body) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
