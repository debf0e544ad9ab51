/**
 * Password hashing (argon2id) and the password policy of spec 1 §5: at least 12 characters with an
 * uppercase letter, a lowercase letter, a digit and a special character.
 */
import argon2 from 'argon2';
import { z } from 'zod';

/** The server-side password policy; violations reply `bad_password`. */
export const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,128}$/;

export const passwordSchema = z.string().max(128).regex(PASSWORD_POLICY, 'password must have 12+ characters with upper and lower case, a digit and a symbol');

export const isStrongPassword = (p: string) => PASSWORD_POLICY.test(p);

let memoryCost = 19456;
/** Sets argon2's memory cost in KiB (config ARGON2_MEMORY_KIB). */
export function configurePasswordHashing(memoryKib: number): void {
  memoryCost = memoryKib;
}

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id, memoryCost, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string | null, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
