#!/usr/bin/env node
// Switches a remote's pointer back to the previous kept version (or the
// one given), signed again (docs/deploying.md).
//
//   npm run rollback -w remote-content -- --to <folder> [--version <id>]
//   node scripts/rollback.mjs --remote remote_guide --to <folder>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import deployKeys from '../tooling/deploy/deploy-keys.js';
import deployRemote from '../tooling/deploy/deploy-remote.js';
import { fail, fromCaller, fromCommandFolder, readOptions } from './deploy-cli.mjs';

const USAGE = `Usage: node scripts/rollback.mjs --to <folder> (--app <remote folder> | --remote <name>)
  [--version <id>] [--key <private key file>]`;

const values = readOptions(
  {
    to: { type: 'string' },
    app: { type: 'string' },
    remote: { type: 'string' },
    version: { type: 'string' },
    key: { type: 'string' },
  },
  ['to'],
  USAGE,
);

function remoteName() {
  if (values.remote) return values.remote;
  const file = path.join(fromCommandFolder(values.app ?? '.'), 'remote.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')).name;
  } catch {
    return fail(`${file} cannot be read; give --remote <name>.\n${USAGE}`);
  }
}

const remote = remoteName();
const folder = fromCaller(values.to);
try {
  const keyFile = values.key ? fromCaller(values.key) : process.env.DEPLOY_KEY_FILE;
  const key = deployKeys.signingKey(remote, keyFile, console.info);
  const result = await deployRemote.rollbackRemote({
    remote,
    folder,
    key,
    version: values.version,
  });
  console.info(`${remote}: pointer ${result.from ?? '(none)'} → ${result.version} in ${folder}`);
} catch (error) {
  fail(`The rollback failed; the pointer is as it was. ${error.message}`);
}
