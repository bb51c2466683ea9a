import type * as Argon2 from '@node-rs/argon2';

/**
 * Tests hash passwords with a light argon2id cost (1 MiB, one pass) instead
 * of the production setting (src/keepers/password-hash.ts): each production
 * hash or check takes tens of milliseconds of CPU, and the route tests make
 * hundreds. Checks read their cost from the stored hash, so they follow.
 * Only the cost changes: hashes are still argon2id, and wrong passwords
 * still fail. Production code and the benchmarks keep the real setting.
 */
jest.mock('@node-rs/argon2', () => {
  const argon2 = jest.requireActual<typeof Argon2>('@node-rs/argon2');
  const LIGHT = { memoryCost: 1024, timeCost: 1 };
  return {
    ...argon2,
    hash: (password: string | Uint8Array, options?: Argon2.Options) =>
      argon2.hash(password, { ...options, ...LIGHT }),
  };
});
