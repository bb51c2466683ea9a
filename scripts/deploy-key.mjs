#!/usr/bin/env node
// Creates a remote team's Ed25519 key pair and prints the public key as the
// shell's REMOTE_KEYS file takes it (docs/deploying.md).
//
//   npm run deploy-key -- --remote remote_content --out <folder for the pair>
import deployKeys from '../tooling/deploy/deploy-keys.js';
import { fail, fromCaller, readOptions } from './deploy-cli.mjs';

const USAGE = `Usage: npm run deploy-key -- --remote <name> [--out <folder>]
Writes <name>.key (private: keep it in the team's CI secrets) and <name>.pub into the folder
(never one a shell reads or serves); without --out, the development pair: <name>.pub in
.deploy-keys, <name>.key in .deploy-signing-keys.`;

const values = readOptions(
  { remote: { type: 'string' }, out: { type: 'string' } },
  ['remote'],
  USAGE,
);
if (!/^[a-z][a-z0-9_]{0,63}$/.test(values.remote)) fail(`"${values.remote}" is not a remote name.`);
try {
  const { keyFile, publicKey } = values.out
    ? deployKeys.createKeyPair(values.remote, fromCaller(values.out))
    : deployKeys.createKeyPair(
        values.remote,
        deployKeys.DEV_KEYS_DIR,
        deployKeys.DEV_SIGNING_KEYS_DIR,
      );
  const pem = publicKey.export({ type: 'spki', format: 'pem' });
  console.info(
    `Private key: ${keyFile} (give it to the team's deploys as --key or DEPLOY_KEY_FILE).`,
  );
  console.info("Add this to the shell's REMOTE_KEYS file:");
  console.info(JSON.stringify({ [values.remote]: pem }, null, 2));
} catch (error) {
  fail(error.message);
}
