/** @jest-environment node */
import { createHash } from 'node:crypto';
import { copyWithAskedDigest, hasAskedDigest } from './asked-digest';

const digest = (algorithm: string, text: string) =>
  `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

test('a copy is used only when it has the digest the request asks for', async () => {
  const saved = new Response('window.entry = 1;');
  const asked = { integrity: digest('sha384', 'window.entry = 1;') };
  expect(await copyWithAskedDigest(asked, saved)).toBe(saved);
  const changed = { integrity: digest('sha384', 'window.entry = 2;') };
  expect(await copyWithAskedDigest(changed, new Response('window.entry = 1;'))).toBeUndefined();
});

test('a request asking for no digest takes the copy as saved', async () => {
  const saved = new Response('x');
  expect(await copyWithAskedDigest({ integrity: '' }, saved)).toBe(saved);
  expect(await copyWithAskedDigest({ integrity: digest('sha384', 'x') }, undefined)).toBe(
    undefined,
  );
});

test('as a browser does, only the strongest algorithm named counts, and unknown ones are ignored', async () => {
  const text = 'body';
  expect(
    await hasAskedDigest(bytes(text), `${digest('sha256', 'other')} ${digest('sha512', text)}`),
  ).toBe(true);
  expect(
    await hasAskedDigest(bytes(text), `${digest('sha256', text)} ${digest('sha512', 'other')}`),
  ).toBe(false);
  expect(
    await hasAskedDigest(bytes(text), `${digest('sha384', 'a')} ${digest('sha384', text)}`),
  ).toBe(true);
  expect(await hasAskedDigest(bytes(text), 'md5-abc')).toBe(true);
});
