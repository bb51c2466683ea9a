/** @jest-environment node */
import { generateKeyPairSync } from 'node:crypto';
import { canonicalJson, signPointer, verifyPointer } from './pointer-signature';

test('canonical JSON is the same however the keys were ordered or indented', () => {
  expect(canonicalJson({ b: [2, { d: 1, c: 'x' }], a: null })).toBe(
    '{"a":null,"b":[2,{"c":"x","d":1}]}',
  );
  expect(canonicalJson(JSON.parse('{ "z": 1,\n "a": { "y": true, "b": "é" } }'))).toBe(
    canonicalJson({ a: { b: 'é', y: true }, z: 1 }),
  );
});

test('a signature survives re-ordering and re-indenting the file, and covers the remote name', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const signed = signPointer(
    'remote_a',
    { version: 'v1', manifest: 'm.json', pages: [] },
    privateKey,
  );
  const rewritten = JSON.parse(JSON.stringify({ pages: [], ...signed }, null, 4));
  expect(verifyPointer('remote_a', rewritten, publicKey)).toBe(true);
  expect(verifyPointer('remote_b', rewritten, publicKey)).toBe(false);
  expect(verifyPointer('remote_a', { ...rewritten, signature: 'not base64!' }, publicKey)).toBe(
    false,
  );
});
