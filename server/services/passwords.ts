import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { commonPasswords } from '../../contract/user';

// The shared password schema refuses these (contract/user.ts). Every module that sets a
// password imports this one to hash it, so the list is loaded before any route answers.
for (const line of readFileSync(path.join(import.meta.dirname, '../data/common-passwords.txt'), 'utf8').split('\n')) {
  if (line && !line.startsWith('#')) commonPasswords.add(line.trim().toLowerCase());
}

// Algorithm.Argon2id; the package's enum is a `const enum` that isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a dummy one when there is none, so an unknown
 * email costs the same time as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && !!storedHash;
  } catch {
    return false;
  }
}
