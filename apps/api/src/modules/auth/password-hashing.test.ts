import { describe, expect, it } from 'vitest';
import { scryptHashing } from './password-hashing';

describe('scryptHashing', () => {
  const hashing = scryptHashing({ N: 1024, r: 8, p: 1 });

  it('verifies the password it hashed and refuses another one', async () => {
    const hash = await hashing.hash('secret123');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await hashing.verify({ hash, password: 'secret123' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'secret124' })).toBe(false);
  });

  it('salts every hash and refuses a malformed one', async () => {
    expect(await hashing.hash('secret123')).not.toBe(await hashing.hash('secret123'));
    expect(await hashing.verify({ hash: 'no-separator', password: 'secret123' })).toBe(false);
  });
});
