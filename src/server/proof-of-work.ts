// The self-hosted ALTCHA proof-of-work: the server signs a challenge, the browser spends a moment of
// work to solve it, the server checks the solution and refuses it a second time. No third party, no
// cookie.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ServerConfig } from './server-config';

/** How long a challenge may be solved and used, in seconds. */
const lifetimeSeconds = 20 * 60;
const algorithm = 'SHA-256';

/** The signing key: ALTCHA_HMAC_KEY, else one generated once and kept in var/ for the next starts. */
export function altchaKey(config: ServerConfig): string {
  if (config.altchaKey !== undefined) return config.altchaKey;
  try {
    return readFileSync(config.altchaKeyFile, 'utf8').trim();
  } catch {
    const key = randomBytes(32).toString('hex');
    mkdirSync(dirname(config.altchaKeyFile), { recursive: true });
    // wx: if another process wrote the key meanwhile, keep and use theirs.
    try {
      writeFileSync(config.altchaKeyFile, key, { flag: 'wx', mode: 0o600 });
      return key;
    } catch {
      return readFileSync(config.altchaKeyFile, 'utf8').trim();
    }
  }
}

/** A new signed challenge for the form island's widget. */
export async function newChallenge(config: ServerConfig, now: Date = new Date()): Promise<Challenge> {
  const key = altchaKey(config);
  return createChallenge({
    algorithm,
    cost: 1,
    counter: randomInt(0, Math.max(1, config.altchaMaxNumber)),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + lifetimeSeconds,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: `${key}:key`,
  });
}

function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  for (const text of [payload, Buffer.from(payload, 'base64').toString('utf8')]) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && 'challenge' in parsed && 'solution' in parsed) {
        return parsed as { challenge: Challenge; solution: Solution };
      }
    } catch {
      // Not this encoding: the widget sends base64 JSON, tests may send plain JSON.
    }
  }
  return undefined;
}

/** A genuine, unexpired solved challenge: its signature, to spend, and when it expires (ms). */
export interface CheckedProofOfWork {
  readonly signature: string;
  readonly expiresAt: number;
}

/**
 * Whether a solved challenge is genuine and unexpired at `now`; the caller then spends it (the store
 * refuses one spent before), in the same transaction as the rest of the post.
 */
export async function checkProofOfWork(
  payload: string,
  config: ServerConfig,
  now: Date = new Date(),
): Promise<CheckedProofOfWork | undefined> {
  const decoded = decodePayload(payload);
  const signature = decoded?.challenge.signature;
  if (decoded === undefined || typeof signature !== 'string') return undefined;
  // Expiry is judged by the caller's clock (altcha-lib's own check reads the machine's).
  const expiresAt = (decoded.challenge.parameters.expiresAt ?? 0) * 1000;
  if (expiresAt !== 0 && expiresAt <= now.getTime()) return undefined;
  const key = altchaKey(config);
  try {
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: `${key}:key`,
    });
    if (!result.verified) return undefined;
  } catch {
    return undefined;
  }
  return { signature, expiresAt: expiresAt || now.getTime() + lifetimeSeconds * 1000 };
}
