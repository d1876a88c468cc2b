import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes): the OWASP baseline.
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of a random string, verified against when there is no member, so that a wrong username takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
