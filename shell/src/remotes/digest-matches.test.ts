import { createHash, webcrypto } from 'node:crypto';
import { digestMatches } from './digest-matches';

const BODY = new TextEncoder().encode('export default 1;').buffer;
const digest = (algorithm: string) =>
  `${algorithm}-${createHash(algorithm).update(new Uint8Array(BODY)).digest('base64')}`;

beforeAll(() => {
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

test('a body with the listed digest matches, in any of the three algorithms', async () => {
  for (const algorithm of ['sha256', 'sha384', 'sha512'])
    await expect(digestMatches(BODY, digest(algorithm))).resolves.toBe(true);
});

test('one of several listed digests is enough; options after ? are not part of it', async () => {
  await expect(digestMatches(BODY, `sha384-${'A'.repeat(64)} ${digest('sha384')}?x`)).resolves.toBe(
    true,
  );
});

test('a body with another digest does not match', async () => {
  await expect(digestMatches(BODY, `sha384-${'A'.repeat(64)}`)).resolves.toBe(false);
});

test('a value naming no algorithm it knows cannot be judged', async () => {
  await expect(digestMatches(BODY, 'md5-abc')).resolves.toBe(undefined);
});
