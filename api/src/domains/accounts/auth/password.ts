import argon2 from 'argon2';

/**
 * Argon2id with OWASP's minimum profile (19 MiB, t=2, p=1): strong enough for passwords and cheap
 * enough that a 2-core server can still answer other requests while a login is hashing.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => argon2.hash(plain, OPTIONS);

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Burns the same work as a real check, so an unknown e-mail is not told apart by timing. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword('pagora-dummy-password');
  await verifyPassword(await dummyHash, plain);
  return false;
}
