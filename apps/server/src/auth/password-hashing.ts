/**
 * Passwords hashed as Better Auth hashes them — scrypt with N 16384, r 16, p 1 and a 64-byte key,
 * stored as `salt:key` in hex — with the cost (N) a setting of the app (ADR 060). The site always
 * hashes at Better Auth's cost; the API tests hash at a sixteenth of it, where a suite of thousands
 * of sign-ups spent a sixth of its time in scrypt. A hash made at another cost names it
 * (`n1024$salt:key`), so every hash is checked at the cost it was made with, whatever process reads it.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { passwordHashCosts } from "../config.ts";

/** Better Auth's own cost: every hash without a named cost was made with it. */
const defaultPasswordHashCost: number = passwordHashCosts.site;

const blockSize = 16;
const keyLength = 64;

function deriveKey(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { N: cost, r: blockSize, p: 1, maxmem: 128 * cost * blockSize * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `n<cost>$salt:key` → its cost and the rest; a hash without a named cost has the default one. */
function costOf(hash: string): { cost: number; stored: string } {
  const named = /^n(\d+)\$(.*)$/s.exec(hash);
  return named ? { cost: Number(named[1]), stored: named[2]! } : { cost: defaultPasswordHashCost, stored: hash };
}

/** Better Auth's `emailAndPassword.password` functions, hashing at `cost` (a power of two). */
export function passwordHashing(cost: number = defaultPasswordHashCost) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString("hex");
      const key = (await deriveKey(password, salt, cost)).toString("hex");
      return cost === defaultPasswordHashCost ? `${salt}:${key}` : `n${cost}$${salt}:${key}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const { cost: madeAt, stored } = costOf(hash);
      const [salt, key] = stored.split(":");
      if (!salt || !key) return false;
      const expected = Buffer.from(key, "hex");
      const derived = await deriveKey(password, salt, madeAt);
      return expected.length === derived.length && timingSafeEqual(expected, derived);
    },
  };
}
