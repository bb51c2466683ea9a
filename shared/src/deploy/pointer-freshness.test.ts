import { DAY_MS, freshnessOf, freshPointer, nextSequence, sameContent } from './pointer-freshness';

const NOW = Date.parse('2026-11-28T10:00:00Z');
const pointer = { version: 'aaaaaaaaaaaa', manifest: 'remote_a/aaaaaaaaaaaa/mf-manifest.json' };

test('the sequence is max(previous + 1, signing time in ms)', () => {
  expect(nextSequence(undefined, NOW)).toBe(NOW);
  expect(nextSequence({ sequence: NOW - 5 }, NOW)).toBe(NOW);
  // A previous pointer from a clock ahead, or the same millisecond: still one more.
  expect(nextSequence({ sequence: NOW + 10 }, NOW)).toBe(NOW + 11);
  // A lowered or missing sequence in remotes.json cannot lower the next one below the time.
  expect(nextSequence({ sequence: 3 }, NOW)).toBe(NOW);
  expect(nextSequence({ sequence: 'x' }, NOW)).toBe(NOW);
});

test('a fresh pointer carries the channel live, the signing time and a 30-day expiry', () => {
  expect(freshPointer(pointer, undefined, NOW)).toEqual({
    ...pointer,
    channel: 'live',
    sequence: NOW,
    signedAt: '2026-11-28T10:00:00.000Z',
    expiresAt: '2026-12-28T10:00:00.000Z',
  });
  expect(freshPointer(pointer, undefined, NOW, DAY_MS).expiresAt).toBe('2026-11-29T10:00:00.000Z');
});

test('two signings of one pointer are the same content; another version is not', () => {
  const first = { ...freshPointer(pointer, undefined, NOW), signature: 'a' };
  const again = { ...freshPointer(pointer, first, NOW + DAY_MS), signature: 'b' };
  expect(sameContent(first, again)).toBe(true);
  expect(sameContent(first, { ...again, version: 'bbbbbbbbbbbb' })).toBe(false);
  expect(sameContent(first, { ...again, channel: 'staged' })).toBe(false);
  expect(sameContent(undefined, again)).toBe(false);
  // What a deploy makes before it signs names no channel: it is for live.
  expect(sameContent(pointer, first)).toBe(true);
});

test('a shell reads the freshness of a pointer, refusing an expired or unsequenced one', () => {
  const fresh = freshPointer(pointer, undefined, NOW);
  expect(freshnessOf(fresh, NOW + DAY_MS)).toEqual({
    ok: true,
    channel: 'live',
    sequence: NOW,
    signedAt: NOW,
    expiresAt: NOW + 30 * DAY_MS,
  });
  expect(freshnessOf(fresh, NOW + 30 * DAY_MS)).toEqual({
    ok: false,
    problem: 'it expired at 2026-12-28T10:00:00.000Z',
  });
  expect(freshnessOf(pointer, NOW)).toMatchObject({ ok: false, problem: /no sequence/ });
  expect(freshnessOf({ ...fresh, expiresAt: 'soon' }, NOW)).toMatchObject({ ok: false });
  expect(freshnessOf({ ...fresh, channel: undefined }, NOW)).toMatchObject({ ok: false });
});
