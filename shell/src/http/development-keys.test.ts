/** @jest-environment node */
import { developmentKeysRefusal, isPublicSite } from './development-keys';
import { readSettings } from './settings';

const SHELL = '/srv/pawapuri/shell';
const refusal = (env: Record<string, string>) => developmentKeysRefusal(readSettings(env, SHELL));

test('a site is public when served over https or at an address off this machine', () => {
  expect(isPublicSite('https://pawapuri.example')).toBe(true);
  expect(isPublicSite('https://localhost:3000')).toBe(true);
  expect(isPublicSite('http://pawapuri.example')).toBe(true);
  expect(isPublicSite('http://192.168.1.20:3000')).toBe(true);
  expect(isPublicSite('http://localhost:3000')).toBe(false);
  expect(isPublicSite('http://127.0.0.1:3500')).toBe(false);
  expect(isPublicSite('http://[::1]:3000')).toBe(false);
});

test('a local shell (as npm start runs it) trusts the development keys', () => {
  expect(refusal({})).toBeNull();
  expect(refusal({ PUBLIC_BASE_URL: 'http://127.0.0.1:3500' })).toBeNull();
});

test('a public shell without REMOTE_KEYS refuses to start, saying what to set', () => {
  for (const base of ['https://pawapuri.example', 'http://pawapuri.example']) {
    const message = refusal({ PUBLIC_BASE_URL: base });
    expect(message).toContain(`PUBLIC_BASE_URL ${base} is a public site and REMOTE_KEYS is empty`);
    expect(message).toContain('/srv/pawapuri/.deploy-keys');
    expect(message).toContain('ALLOW_DEVELOPMENT_KEYS=true');
  }
});

test('a public shell refuses a REMOTE_KEYS file inside the development keys folder', () => {
  expect(
    refusal({
      PUBLIC_BASE_URL: 'https://pawapuri.example',
      REMOTE_KEYS: '../.deploy-keys/all.json',
    }),
  ).toMatch(
    /^REMOTE_KEYS \/srv\/pawapuri\/.deploy-keys\/all.json is in the development keys' folder/,
  );
  expect(
    refusal({
      PUBLIC_BASE_URL: 'https://pawapuri.example',
      REMOTE_KEYS: '/etc/pawapuri/keys.json',
    }),
  ).toBeNull();
});

test('ALLOW_DEVELOPMENT_KEYS lets a public shell trust them, and only when set', () => {
  const allowed = { PUBLIC_BASE_URL: 'https://pawapuri.example', ALLOW_DEVELOPMENT_KEYS: 'true' };
  expect(refusal(allowed)).toBeNull();
  expect(readSettings(allowed, SHELL).remoteKeys).toEqual({
    kind: 'development',
    dir: '/srv/pawapuri/.deploy-keys',
  });
  expect(refusal({ ...allowed, ALLOW_DEVELOPMENT_KEYS: 'false' })).not.toBeNull();
});
