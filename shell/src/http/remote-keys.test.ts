/** @jest-environment node */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRemoteKeys } from './remote-keys';
import { readSettings } from './settings';

const pem = () =>
  generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();

let dir: string;
let keysFile: string;
const developmentKey = pem();
const teamKey = pem();

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'remote-keys-'));
  mkdirSync(path.join(dir, '.deploy-keys'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, '.deploy-keys/remote_content.pub'), developmentKey);
  keysFile = path.join(dir, 'keys.json');
  writeFileSync(
    keysFile,
    JSON.stringify({ remote_content: developmentKey, remote_tools: teamKey }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const keysFor = (env: Record<string, string>) =>
  readRemoteKeys(
    readSettings({ REMOTE_KEYS: keysFile, ...env }, path.join(dir, 'shell')).remoteKeys,
  );

test('a public site drops a REMOTE_KEYS key that is one of the development keys, saying so', async () => {
  const { keys, problems } = await keysFor({ PUBLIC_BASE_URL: 'https://pawapuri.example' });
  expect([...keys.keys()]).toEqual(['remote_tools']);
  expect(problems).toEqual([
    `REMOTE_KEYS ${keysFile}: the key of remote_content is a development key from ${path.join(dir, '.deploy-keys')}, never trusted on a public site (ALLOW_DEVELOPMENT_KEYS)`,
  ]);
});

test('a local site, or ALLOW_DEVELOPMENT_KEYS, keeps every key of REMOTE_KEYS', async () => {
  const cases: Record<string, string>[] = [
    {},
    { PUBLIC_BASE_URL: 'https://pawapuri.example', ALLOW_DEVELOPMENT_KEYS: 'true' },
  ];
  for (const env of cases) {
    const { keys, problems } = await keysFor(env);
    expect([...keys.keys()].sort()).toEqual(['remote_content', 'remote_tools']);
    expect(problems).toEqual([]);
  }
});

test('a development key added later changes the fingerprint, so the keys are read again', async () => {
  const env = { PUBLIC_BASE_URL: 'https://pawapuri.example' };
  const before = (await keysFor(env)).fingerprint;
  writeFileSync(path.join(dir, '.deploy-keys/remote_tools.pub'), teamKey);
  const after = await keysFor(env);
  expect(after.fingerprint).not.toBe(before);
  expect([...after.keys.keys()]).toEqual([]);
  rmSync(path.join(dir, '.deploy-keys/remote_tools.pub'));
});
