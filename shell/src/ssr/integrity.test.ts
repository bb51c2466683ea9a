/** @jest-environment node */
import { createHash } from 'node:crypto';
import { matchesIntegrity } from './integrity';

const BYTES = Buffer.from('exports.loadRoutes = () => ({});');
const sri = (algorithm: string, bytes: Uint8Array = BYTES) =>
  `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;

describe('matchesIntegrity', () => {
  it.each(['sha256', 'sha384', 'sha512'])('accepts the %s digest of the bytes', (algorithm) => {
    expect(matchesIntegrity(BYTES, sri(algorithm))).toBe(true);
  });

  it('refuses the digest of other bytes, even one byte apart', () => {
    const changed = Buffer.from(BYTES);
    changed.writeUInt8((changed.at(-1) ?? 0) ^ 1, changed.length - 1);
    expect(matchesIntegrity(changed, sri('sha384'))).toBe(false);
  });

  it.each([
    ['an unknown algorithm', `md5-${createHash('md5').update(BYTES).digest('base64')}`],
    ['no algorithm', createHash('sha384').update(BYTES).digest('base64')],
    ['a digest cut short', sri('sha384').slice(0, 40)],
    ['an empty text', ''],
  ])('refuses %s', (_what, integrity) => {
    expect(matchesIntegrity(BYTES, integrity)).toBe(false);
  });
});
