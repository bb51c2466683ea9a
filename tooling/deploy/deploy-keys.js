'use strict';
const { createPrivateKey, generateKeyPairSync } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/**
 * Development key pairs, one per remote, kept out of git: `<name>.key`
 * (private, PKCS#8 PEM) and `<name>.pub` (public, SPKI PEM). The deploy
 * command signs with them and the shell's server trusts them when no key
 * is configured, so a clone runs without setting keys up.
 */
const DEV_KEYS_DIR = path.join(ROOT, '.deploy-keys');

/** A new Ed25519 key pair for `remote`, written as `<dir>/<remote>.key` and `.pub` (never over existing ones). */
function createKeyPair(remote, dir) {
  const keyFile = path.join(dir, `${remote}.key`);
  const pubFile = path.join(dir, `${remote}.pub`);
  if (existsSync(keyFile) || existsSync(pubFile)) {
    throw new Error(`${keyFile} or ${pubFile} exists already; a key is never replaced silently`);
  }
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  writeFileSync(pubFile, publicKey.export({ type: 'spki', format: 'pem' }));
  return { keyFile, pubFile, publicKey };
}

/**
 * The key that signs `remote`'s pointer: the file given (`--key` or
 * DEPLOY_KEY_FILE), else the development key in .deploy-keys/, created on
 * first use; `say` tells which.
 */
function signingKey(remote, keyFile, say) {
  if (keyFile) return readPrivateKey(keyFile);
  const devKey = path.join(DEV_KEYS_DIR, `${remote}.key`);
  if (!existsSync(devKey)) createKeyPair(remote, DEV_KEYS_DIR);
  say(
    `Signing with the development key ${path.relative(process.cwd(), devKey) || devKey} ` +
      '(no --key or DEPLOY_KEY_FILE given); production shells must not trust it.',
  );
  return readPrivateKey(devKey);
}

function readPrivateKey(file) {
  const key = createPrivateKey(readFileSync(file));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${file} is not an Ed25519 private key`);
  return key;
}

module.exports = { DEV_KEYS_DIR, createKeyPair, signingKey };
