#!/usr/bin/env node
// Deploys a built remote into a folder that a static host or CDN serves:
// its build as an immutable version folder, then its signed pointer in the
// folder's remotes.json, then old versions pruned (docs/deploying.md).
//
//   npm run deploy -w remote-content -- --to <folder>
//   npm run deploy -w remote-content -- --to <folder> --refresh   (signs the live version again)
//   node scripts/deploy.mjs --app <remote folder> --to <folder>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import deployKeys from '../tooling/deploy/deploy-keys.js';
import deployRemote from '../tooling/deploy/deploy-remote.js';
import retention from '../tooling/deploy/retention.js';
import { fail, fromCaller, fromCommandFolder, readOptions, wholeNumber } from './deploy-cli.mjs';

const USAGE = `Usage: node scripts/deploy.mjs --to <folder> [--app <remote folder> | --build <built folder>] [--key <private key file>]
  [--shell <shell build, deployed shell folder or URL>]... [--keep <count, default ${retention.DEFAULT_KEEP}>] [--max-age <seconds, default ${retention.DEFAULT_MAX_AGE_SECONDS}>] [--refresh]
The remote's build is <app>/dist (made by its build) unless --build names it; the key defaults to DEPLOY_KEY_FILE, else a development key.
Before anything is published the remote is checked against each --shell (its shell-provides.json), by default the
newest shell deployed into <folder> (<folder>/shell), else the site's shell build (shell/dist): a remote that shell cannot run is refused.
--refresh builds nothing: it signs the live version again with a new sequence and expiry (a scheduled job, within 30 days).`;

const values = readOptions(
  {
    to: { type: 'string' },
    app: { type: 'string', default: '.' },
    build: { type: 'string' },
    key: { type: 'string' },
    keep: { type: 'string' },
    'max-age': { type: 'string' },
    refresh: { type: 'boolean' },
    shell: { type: 'string', multiple: true },
  },
  ['to'],
  USAGE,
);

const distDir = values.build
  ? fromCaller(values.build)
  : path.join(fromCommandFolder(values.app), 'dist');
const folder = fromCaller(values.to);
try {
  // A refresh needs only the remote's name: from its description beside its package, or the build given.
  const described = values.refresh && !values.build ? fromCommandFolder(values.app) : distDir;
  let description;
  try {
    description = JSON.parse(readFileSync(path.join(described, 'remote.json'), 'utf8'));
  } catch {
    fail(
      `${described}/remote.json cannot be read: ${values.refresh ? 'give --app <remote folder>' : 'build the remote first'}.`,
    );
  }
  const keyFile = values.key ? fromCaller(values.key) : process.env.DEPLOY_KEY_FILE;
  // The development signing keys must not be served by the folder deployed into.
  if (!keyFile) deployKeys.checkPrivateKeyFolder(deployKeys.DEV_SIGNING_KEYS_DIR, [folder]);
  const key = deployKeys.signingKey(description.name, keyFile, console.info);
  if (values.refresh) {
    const refreshed = await deployRemote.refreshRemote({ remote: description.name, folder, key });
    console.info(`${refreshed.remote} ${refreshed.version}: signed again in ${folder}`);
    process.exit(0);
  }
  const result = await deployRemote.deployRemote({
    distDir,
    folder,
    key,
    shells: values.shell?.map((shell) => (/^https?:\/\//i.test(shell) ? shell : fromCaller(shell))),
    keep: wholeNumber(values, 'keep', retention.DEFAULT_KEEP),
    maxAgeSeconds: wholeNumber(values, 'max-age', retention.DEFAULT_MAX_AGE_SECONDS),
  });
  console.info(
    `${result.remote} ${result.version}: ${result.published ? 'published' : 'already published'}, ` +
      `${result.switched ? 'pointer switched' : 'pointer already on it'} in ${folder}` +
      (result.removed.length ? `; removed old versions ${result.removed.join(', ')}` : ''),
  );
} catch (error) {
  fail(`The deploy failed; the pointer is as it was. ${error.message}`);
}
