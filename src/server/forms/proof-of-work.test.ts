import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Challenge, type Solution, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { serverConfig } from '../server-config';
import { openSqliteFormStore } from '../store/sqlite-form-store';
import { isStoreUnavailable } from '../store/store-unavailable';
import { altchaKey, checkProofOfWork, newChallenge } from './proof-of-work';

const config = serverConfig({ ALTCHA_HMAC_KEY: 'a'.repeat(64), ALTCHA_MAX_NUMBER: '200' });
const minute = 60 * 1000;

/** A challenge made at `at`, solved as the island's widget solves it. */
async function solved(at: Date): Promise<{ challenge: Challenge; payload: string }> {
  const challenge = await newChallenge(config, at);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('the challenge was not solved');
  return { challenge, payload: JSON.stringify({ challenge, solution }) };
}

describe('proof of work', () => {
  it('takes a solved challenge until it expires, 20 minutes after it was made', async () => {
    const start = new Date();
    const { payload } = await solved(start);
    const fresh = await checkProofOfWork(payload, config, new Date(start.getTime() + 19 * minute));
    expect(fresh?.expiresAt).toBe(Math.floor(start.getTime() / 1000) * 1000 + 20 * minute);
    expect(await checkProofOfWork(payload, config, new Date(start.getTime() + 21 * minute))).toBeUndefined();
  });

  it('refuses a wrong answer, a challenge signed with another key and a payload that is not one', async () => {
    const now = new Date();
    const { challenge, payload } = await solved(now);
    const { solution } = JSON.parse(payload) as { solution: { counter: number; derivedKey: string } };
    // Another key than the work found: the last digit changed.
    const last = solution.derivedKey.endsWith('0') ? '1' : '0';
    const derivedKey = `${solution.derivedKey.slice(0, -1)}${last}`;
    const wrong = JSON.stringify({ challenge, solution: { ...solution, derivedKey } });
    expect(await checkProofOfWork(wrong, config, now)).toBeUndefined();
    const otherKey = serverConfig({ ALTCHA_HMAC_KEY: 'b'.repeat(64), ALTCHA_MAX_NUMBER: '200' });
    expect(await checkProofOfWork(payload, otherKey, now)).toBeUndefined();
    expect(await checkProofOfWork('not a payload', config, now)).toBeUndefined();
    // The widget's own encoding, base64 of the same JSON, is taken.
    expect(await checkProofOfWork(Buffer.from(payload).toString('base64'), config, now)).toBeDefined();
  });

  it("agrees with altcha-lib's own verification on genuine, tampered and malformed payloads", async () => {
    const now = new Date();
    const key = 'a'.repeat(64);
    const { challenge, payload } = await solved(now);
    const { solution } = JSON.parse(payload) as { solution: { counter: number; derivedKey: string } };
    const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
    const variants: Record<string, { challenge: unknown; solution: unknown }> = {
      genuine: { challenge, solution },
      otherKeyFound: { challenge, solution: { ...solution, derivedKey: flip(solution.derivedKey) } },
      upperCaseKey: { challenge, solution: { ...solution, derivedKey: solution.derivedKey.toUpperCase() } },
      counterAsText: { challenge, solution: { ...solution, counter: String(solution.counter) } },
      negativeCounter: { challenge, solution: { ...solution, counter: -1 } },
      noSolution: { challenge, solution: null },
      longerLife: {
        challenge: {
          ...challenge,
          parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 },
        },
        solution,
      },
      otherKeySignature: {
        challenge: {
          ...challenge,
          parameters: {
            ...challenge.parameters,
            keySignature: flip(challenge.parameters.keySignature ?? ''),
          },
        },
        solution,
      },
      unsigned: { challenge: { ...challenge, signature: '' }, solution },
      noParameters: { challenge: { signature: challenge.signature }, solution },
    };
    for (const [name, variant] of Object.entries(variants)) {
      let theirs = false;
      try {
        theirs = (
          await verifySolution({
            challenge: variant.challenge as Challenge,
            solution: variant.solution as Solution,
            deriveKey,
            hmacSignatureSecret: key,
            hmacKeySignatureSecret: `${key}:key`,
          })
        ).verified;
      } catch {
        theirs = false;
      }
      const ours = await checkProofOfWork(JSON.stringify(variant), config, now);
      expect(ours !== undefined, name).toBe(theirs);
    }
    expect(await checkProofOfWork(JSON.stringify(variants['genuine']), config, now)).toBeDefined();
  });

  it('is spent by the first post: the store refuses the same challenge a second time', async () => {
    const now = new Date();
    const checked = await checkProofOfWork((await solved(now)).payload, config, now);
    expect(checked).toBeDefined();
    const store = openSqliteFormStore(':memory:');
    const attempt = { challenge: checked, limits: [], now: now.getTime() };
    expect((await store.attemptSubmission(attempt)).type).toBe('checked');
    expect((await store.attemptSubmission({ ...attempt, now: now.getTime() + minute })).type).toBe(
      'replayed',
    );
    store.close();
  });
});

describe('the signing key kept in var/', () => {
  const varDir = () => mkdtempSync(join(tmpdir(), 'altcha-key-'));

  it('makes the key once and reads it back', () => {
    const dir = varDir();
    const key = altchaKey(serverConfig({ VAR_DIR: dir }));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, 'altcha-hmac.key'), 'utf8')).toBe(key);
  });

  it('replaces an empty key file, as a full disk left one, instead of signing with no key', async () => {
    const dir = varDir();
    writeFileSync(join(dir, 'altcha-hmac.key'), '');
    const keyed = serverConfig({ VAR_DIR: dir, ALTCHA_MAX_NUMBER: '200' });
    const challenge = await newChallenge(keyed);
    expect(challenge.signature).toBeTruthy();
    expect(readFileSync(join(dir, 'altcha-hmac.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is unavailable while no key can be stored, and made on the next call once it can', () => {
    const dir = varDir();
    // var/ cannot be made: a file stands where it should be.
    const blocked = join(dir, 'var');
    writeFileSync(blocked, '');
    const config = serverConfig({ VAR_DIR: blocked });
    let refusal: unknown;
    try {
      altchaKey(config);
    } catch (error) {
      refusal = error;
    }
    expect(isStoreUnavailable(refusal)).toBe(true);
    rmSync(blocked);
    mkdirSync(blocked);
    expect(altchaKey(config)).toMatch(/^[0-9a-f]{64}$/);
  });
});
