// The anti-robot proof of work in the browser: fetch a challenge from our own API (no third party, no
// cookie), find the counter it asks for with Web Crypto, and hand back the payload the API verifies.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2Key } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as shaKey } from 'altcha-lib/algorithms/web/sha';
import { serverClockOffset } from '../../domain/forms/fill-time';

// How far the API's clock is ahead of this browser's, from the last challenge's Date header.
let clockOffsetMs = 0;

/**
 * The browser's `local` time on the API's clock: the API refuses a form started in its future, and a
 * browser whose clock runs ahead would otherwise never get a form through.
 */
export function onServerClock(local: number): number {
  return local + clockOffsetMs;
}

/** Fetches and solves one challenge; resolves with the base64 `altcha` field value. */
export async function solveRobotCheck(controller: AbortController): Promise<string> {
  const response = await fetch('/api/altcha/challenge', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal: controller.signal,
  });
  if (!response.ok) throw new Error(`The challenge answered ${response.status}`);
  clockOffsetMs = serverClockOffset(response.headers.get('Date'), Date.now());
  const challenge = (await response.json()) as Challenge;
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2Key : shaKey;
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (solution === null) throw new Error('The challenge was not solved in time');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return btoa(JSON.stringify(payload));
}
