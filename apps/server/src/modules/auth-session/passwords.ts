import argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

// A hash of a random, forgotten password with the same parameters as real ones: verifying
// against it costs as much as a real check and never succeeds.
const DUMMY_HASH =
  '$argon2id$v=19$m=65536,p=4,t=3$8NYGvhd+q7LmRNTYGJa1KA$u6G2C/SBGTtoF9JQsz9WQt6ksr6G1svFmleNBzjSADg';

/**
 * Checks a password against the stored hash, or against the dummy hash when there is none, so an
 * unknown e-mail costs the same argon2 work as a known one and timing reveals nothing.
 */
export const checkPassword = async (storedHash: string | null | undefined, password: string) => {
  try {
    const ok = await argon2.verify(storedHash ?? DUMMY_HASH, password);
    return ok && Boolean(storedHash);
  } catch {
    return false;
  }
};
