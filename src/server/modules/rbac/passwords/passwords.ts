import argon2 from 'argon2';

/** OWASP's argon2id setting: 19 MiB of memory, 2 iterations, one lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of the password exactly as typed (its salt and parameters are part of the hash string). */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2_OPTIONS);

let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `hash`. Without a hash (no such account, or an account without a password) it still
 * spends the time of one verification, so the answer's timing does not tell whether the email exists.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy password for unknown accounts');
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
