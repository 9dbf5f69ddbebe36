// Staff passwords: scrypt with OWASP's current parameters (N=2^17, r=8, p=1), a 16-byte random
// salt and a 32-byte key. The stored form names its own parameters, "scrypt$N$r$p$salt$key" (base64),
// so a later rise in cost only needs a rehash at the next successful login (needsRehash).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { createLimiter, type Limiter } from "./concurrency";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
export const MIN_PASSWORD_LENGTH = 12;
/** Long enough for any passphrase, short enough that nobody can make us hash a megabyte. */
export const MAX_PASSWORD_LENGTH = 1024;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

// scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) refuses N=2^17, so allow twice that.
const maxmemFor = (params: ScryptParams) => 2 * 128 * params.N * params.r + 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: maxmemFor(params) };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

interface Parsed {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  // Refuse absurd costs from a tampered row rather than let one login allocate gigabytes.
  if (N > 2 ** 20 || r > 32 || p > 16) return null;
  return { params: { N, r, p }, salt: Buffer.from(parts[4], "base64"), key: Buffer.from(parts[5], "base64") };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value we cannot read; never throws for those. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as verify() on a real account, for unknown usernames. */
  verifyDummy(password: string): Promise<false>;
  needsRehash(stored: string): boolean;
}

export interface HasherOptions {
  params?: ScryptParams;
  /** Hashes computed at once; each holds 128·N·r bytes (128 MiB at OWASP's N and r). */
  maxConcurrent?: number;
  maxQueued?: number;
}

export function createPasswordHasher(options: HasherOptions = {}): PasswordHasher {
  const params = options.params ?? OWASP_SCRYPT;
  const limiter: Limiter = createLimiter(options.maxConcurrent ?? 2, options.maxQueued ?? 64);
  let dummy: Promise<string> | null = null;

  const hash = (password: string) =>
    limiter.run(async () => {
      const salt = randomBytes(SALT_LENGTH);
      const key = await derive(password, salt, params);
      return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
    });

  const verify = async (password: string, stored: string) => {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await limiter.run(() => derive(password, parsed.salt, parsed.params));
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  };

  return {
    hash,
    verify,
    async verifyDummy(password) {
      // One real hash of a random secret, made on first use and kept: checking against it costs
      // exactly what checking a real account's hash costs.
      dummy ??= hash(randomBytes(24).toString("base64"));
      await verify(password, await dummy);
      return false;
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
    },
  };
}
