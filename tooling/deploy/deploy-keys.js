'use strict';
const { createPrivateKey, generateKeyPairSync } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/**
 * Development key pairs, one per remote, kept out of git. The public halves
 * (`<name>.pub`, SPKI PEM) are in DEV_KEYS_DIR, which a shell with no
 * REMOTE_KEYS reads (a public site refuses them); the private halves
 * (`<name>.key`, PKCS#8 PEM) in DEV_SIGNING_KEYS_DIR, which no shell
 * reads or serves, so a shell's files never hold a key that signs.
 */
const DEV_KEYS_DIR = path.join(ROOT, '.deploy-keys');
const DEV_SIGNING_KEYS_DIR = path.join(ROOT, '.deploy-signing-keys');

/** Folders a shell reads or serves: a private key is never written inside them. */
const SHELL_FOLDERS = [DEV_KEYS_DIR, path.join(ROOT, 'shell'), path.join(ROOT, '.site')];

const isInside = (dir, folder) => {
  const relative = path.relative(folder, dir);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** Refuses a folder for a private key that a shell reads or serves (or `also`, e.g. a deploy's target). */
function checkPrivateKeyFolder(dir, also = []) {
  const folder = [...SHELL_FOLDERS, ...also].find((shellFolder) =>
    isInside(path.resolve(dir), path.resolve(shellFolder)),
  );
  if (folder) {
    throw new Error(
      `${dir} is inside ${folder}, which a shell reads or serves: a private key is never written there`,
    );
  }
}

/**
 * A new Ed25519 key pair for `remote`: `<privateDir>/<remote>.key` and
 * `<dir>/<remote>.pub` (never over existing ones; `privateDir` defaults to `dir`).
 */
function createKeyPair(remote, dir, privateDir = dir) {
  checkPrivateKeyFolder(privateDir);
  const keyFile = path.join(privateDir, `${remote}.key`);
  const pubFile = path.join(dir, `${remote}.pub`);
  if (existsSync(keyFile) || existsSync(pubFile)) {
    throw new Error(`${keyFile} or ${pubFile} exists already; a key is never replaced silently`);
  }
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  mkdirSync(privateDir, { recursive: true, mode: 0o700 });
  mkdirSync(dir, { recursive: true });
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  writeFileSync(pubFile, publicKey.export({ type: 'spki', format: 'pem' }));
  return { keyFile, pubFile, publicKey };
}

/**
 * A remote's development signing key, created on first use. One left
 * beside its public half by an older checkout is moved out of the folder
 * the shell reads.
 */
function developmentKeyFile(remote) {
  const keyFile = path.join(DEV_SIGNING_KEYS_DIR, `${remote}.key`);
  const older = path.join(DEV_KEYS_DIR, `${remote}.key`);
  if (!existsSync(keyFile) && existsSync(older)) {
    mkdirSync(DEV_SIGNING_KEYS_DIR, { recursive: true, mode: 0o700 });
    renameSync(older, keyFile);
  }
  if (!existsSync(keyFile)) createKeyPair(remote, DEV_KEYS_DIR, DEV_SIGNING_KEYS_DIR);
  return keyFile;
}

/**
 * The key that signs `remote`'s pointer: the file given (`--key` or
 * DEPLOY_KEY_FILE), else the development key, created on first use; `say`
 * tells which.
 */
function signingKey(remote, keyFile, say) {
  if (keyFile) return readPrivateKey(keyFile);
  const devKey = developmentKeyFile(remote);
  say(
    `Signing with the development key ${path.relative(process.cwd(), devKey) || devKey} ` +
      '(no --key or DEPLOY_KEY_FILE given); a public site never trusts it.',
  );
  return readPrivateKey(devKey);
}

function readPrivateKey(file) {
  const key = createPrivateKey(readFileSync(file));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${file} is not an Ed25519 private key`);
  return key;
}

module.exports = {
  DEV_KEYS_DIR,
  DEV_SIGNING_KEYS_DIR,
  checkPrivateKeyFolder,
  createKeyPair,
  signingKey,
};
