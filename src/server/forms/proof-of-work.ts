// The self-hosted ALTCHA proof-of-work: the server signs a challenge, the browser spends a moment of
// work to solve it, the server checks the solution and refuses it a second time. No third party, no
// cookie.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ServerConfig } from '../server-config';
import { StoreUnavailable } from '../store/store-unavailable';

/** How long a challenge may be solved and used, in seconds. */
const lifetimeSeconds = 20 * 60;
const algorithm = 'SHA-256';

// The key read from var/ once per file: a form post or a challenge must not read a file each time.
const keysRead = new Map<string, string>();

/** The signing key: ALTCHA_HMAC_KEY, else one generated once and kept in var/ for the next starts. */
export function altchaKey(config: ServerConfig): string {
  if (config.altchaKey !== undefined) return config.altchaKey;
  const known = keysRead.get(config.altchaKeyFile);
  if (known !== undefined) return known;
  const key = readOrMakeKey(config.altchaKeyFile);
  keysRead.set(config.altchaKeyFile, key);
  return key;
}

/** Whether a key file's text is a key: an empty one was left by a write the disk refused. */
const isKey = (text: string) => text.length > 0;

const readKey = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/**
 * The key in `file`, made there when it has none. The key is written whole to a file of this process's
 * own, then linked into place, so no process ever reads a half-written key (a full disk once left an
 * empty file, and every challenge failed until someone deleted it). A file that holds no key is
 * replaced. Throws StoreUnavailable when the key cannot be stored: the routes answer 503, and the
 * next request tries again.
 */
function readOrMakeKey(file: string): string {
  const found = readKey(file);
  if (found !== undefined && isKey(found)) return found;
  const draft = `${file}.${process.pid}.new`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      // Fails when the file exists: another process made it meanwhile, and its key is the one to use.
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A file without a key in it (cut off) is replaced; a concurrent repair may win, hence the read below.
      if (!isKey(readKey(file) ?? '')) renameSync(draft, file);
    }
  } catch (error) {
    throw new StoreUnavailable(error);
  } finally {
    try {
      rmSync(draft, { force: true });
    } catch {
      // Its folder could not be made: there is no draft to remove.
    }
  }
  const key = readKey(file);
  if (key === undefined || !isKey(key))
    throw new StoreUnavailable(new Error(`No key could be kept in ${file}`));
  return key;
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
  // The widget sends base64 JSON, tests may send plain JSON: try the likely one first (a failed
  // JSON.parse throws, which costs more than the rest of the check).
  const plain = payload.trimStart().startsWith('{');
  const base64 = () => Buffer.from(payload, 'base64').toString('utf8');
  for (const text of plain ? [payload] : [base64(), payload]) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && 'challenge' in parsed && 'solution' in parsed) {
        return parsed as { challenge: Challenge; solution: Solution };
      }
    } catch {
      // Not this encoding.
    }
  }
  return undefined;
}

/** altcha-lib's canonical form of signed parameters (helpers.js sortKeys): keys sorted at every depth. */
function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .flatMap((key) => (record[key] === undefined ? [] : [[key, sortKeys(record[key])]])),
  );
}

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * altcha-lib's verifySolution for the challenges newChallenge makes (HMAC-SHA-256, a key signature),
 * with node:crypto's synchronous HMAC instead of Web Crypto's: four asynchronous Web Crypto calls cost
 * a form post more than the rest of its checks (BENCHMARKS.md). `undefined` for a challenge without a
 * key signature, which altcha-lib then checks by deriving the key again.
 */
function verifiedWithKeySignature(
  challenge: Challenge,
  solution: Solution,
  key: string,
): boolean | undefined {
  if (typeof challenge.signature !== 'string' || challenge.signature === '') return false;
  if (!sameText(challenge.signature, hmacHex(key, JSON.stringify(sortKeys(challenge.parameters)))))
    return false;
  const { derivedKey, counter } = solution ?? {};
  const validCounter = Number.isInteger(counter) && counter >= 0 && counter <= 0xffffffff;
  if (typeof derivedKey !== 'string' || !/^(?:[0-9a-f]{2})+$/.test(derivedKey) || !validCounter) return false;
  const { keySignature } = challenge.parameters;
  if (typeof keySignature !== 'string' || keySignature === '') return undefined;
  return sameText(keySignature, hmacHex(`${key}:key`, Buffer.from(derivedKey, 'hex')));
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
  const key = altchaKey(config);
  // A payload is the visitor's: anything in it may be missing or of another type.
  try {
    // Expiry is judged by the caller's clock (altcha-lib's own check reads the machine's).
    const expiresAt = Number(decoded.challenge.parameters.expiresAt ?? 0) * 1000;
    if (Number.isNaN(expiresAt) || (expiresAt !== 0 && expiresAt <= now.getTime())) return undefined;
    const fast = verifiedWithKeySignature(decoded.challenge, decoded.solution, key);
    if (fast === false) return undefined;
    const result = fast
      ? { verified: true }
      : await verifySolution({
          challenge: decoded.challenge,
          solution: decoded.solution,
          deriveKey,
          hmacSignatureSecret: key,
          hmacKeySignatureSecret: `${key}:key`,
        });
    if (!result.verified) return undefined;
    return { signature, expiresAt: expiresAt || now.getTime() + lifetimeSeconds * 1000 };
  } catch {
    return undefined;
  }
}
