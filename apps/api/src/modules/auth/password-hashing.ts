import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** better-auth's password hook: how a password is hashed and checked. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

const KEY_LENGTH = 64;

function derive(password: string, salt: string, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * scrypt in better-auth's `salt:key` hex format with the given cost. Production keeps
 * better-auth's own hashing (N=16384, r=16: about 32 MB and a tenth of a second a hash);
 * API tests, which sign up and sign in thousands of accounts, pass a low cost through
 * DepsOverrides, so the suite spends its time on the code under test.
 */
export function scryptHashing(options: { N: number; r: number; p: number }): PasswordHashing {
  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await derive(password, salt, options)).toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [salt, key] = hash.split(':');
      if (!salt || !key) return false;
      const expected = Buffer.from(key, 'hex');
      const actual = await derive(password, salt, options);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
