// Password hashing with node:crypto scrypt at OWASP's parameters (N=2^17, r=8, p=1), stored as a
// self-describing string so that stronger parameters later can sit beside older hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** The cost of new hashes: OWASP's scrypt recommendation (2^17, 8, 1). */
export const scryptParameters = { log2N: 17, r: 8, p: 1 } as const;

const keyLength = 32;
const saltLength = 16;
// scrypt needs 128 * N * r bytes (128 MiB here), above node's 32 MiB default; leave room for more.
const maxmemFor = (n: number, r: number) => 256 * n * r;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  return new Promise((done, fail) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem: maxmemFor(N, r) }, (error, key) =>
      error === null ? done(key) : fail(error),
    );
  });
}

/** Hashes a password: `scrypt$ln=17,r=8,p=1$<salt base64>$<key base64>`. */
export async function hashPassword(password: string): Promise<string> {
  const { log2N, r, p } = scryptParameters;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, log2N, r, p);
  return `scrypt$ln=${log2N},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const stored = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** Whether a password matches a stored hash (false for a hash this code cannot read). */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = stored.exec(hash);
  if (match === null) return false;
  const [, ln, r, p, salt = '', key = ''] = match;
  // Bounds keep a corrupt row from asking for gigabytes of memory.
  const log2N = Number(ln);
  if (log2N < 10 || log2N > 20 || Number(r) < 1 || Number(r) > 16 || Number(p) < 1 || Number(p) > 4) {
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), log2N, Number(r), Number(p));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let dummy: Promise<string> | undefined;

/**
 * Does the work of checking a password against an account that does not exist, so an unknown e-mail
 * address takes as long to refuse as a wrong password. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword(password, await dummy);
  return false;
}
