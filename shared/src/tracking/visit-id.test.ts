import { webcrypto } from 'node:crypto';
import { newVisitId } from './visit-id';

const real = { getRandomValues: (array: Uint8Array) => webcrypto.getRandomValues(array) };
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newVisitId', () => {
  it('uses randomUUID where the page has it', () => {
    const randomUUID = jest.fn(() => '11111111-2222-4333-8444-555555555555' as const);
    expect(
      newVisitId({ randomUUID, getRandomValues: webcrypto.getRandomValues.bind(webcrypto) }),
    ).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('builds a version 4 UUID from random bytes on a page without it', () => {
    const getRandomValues = (array: Uint8Array) => array.fill(0xff);
    expect(newVisitId({ getRandomValues })).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const first = newVisitId(real);
    expect(first).toMatch(UUID_V4);
    expect(newVisitId(real)).not.toBe(first);
  });
});
