// The API's clock. Production uses the machine's time; the API tests of expiry (a token after 30
// minutes, a session after its idle and absolute timeouts) move it forward through a file that only
// the test environment reads (see ServerConfig.testClockFile).
import { readFileSync } from 'node:fs';

/** The current time in ms. */
export type Clock = () => number;

/** The clock of a configuration: Date.now, plus the offset (ms) written in the test clock file if any. */
export function serverClock(testClockFile: string | undefined): Clock {
  if (testClockFile === undefined) return Date.now;
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(testClockFile, 'utf8').trim()) || 0;
    } catch {
      // No file yet: no offset.
    }
    return Date.now() + offset;
  };
}
