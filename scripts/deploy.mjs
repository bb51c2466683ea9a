#!/usr/bin/env node
// Deploys a built remote into a folder that a static host or CDN serves:
// its build as an immutable version folder, then its signed pointer in the
// folder's remotes.json, then old versions pruned (docs/deploying.md).
//
//   npm run deploy -w remote-content -- --to <folder>
//   node scripts/deploy.mjs --app <remote folder> --to <folder>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import deployKeys from '../tooling/deploy/deploy-keys.js';
import deployRemote from '../tooling/deploy/deploy-remote.js';
import retention from '../tooling/deploy/retention.js';
import { fail, fromCaller, fromCommandFolder, readOptions, wholeNumber } from './deploy-cli.mjs';

const USAGE = `Usage: node scripts/deploy.mjs --to <folder> [--app <remote folder> | --build <built folder>] [--key <private key file>]
  [--keep <count, default ${retention.DEFAULT_KEEP}>] [--max-age <seconds, default ${retention.DEFAULT_MAX_AGE_SECONDS}>]
The remote's build is <app>/dist (made by its build) unless --build names it; the key defaults to DEPLOY_KEY_FILE, else a development key.`;

const values = readOptions(
  {
    to: { type: 'string' },
    app: { type: 'string', default: '.' },
    build: { type: 'string' },
    key: { type: 'string' },
    keep: { type: 'string' },
    'max-age': { type: 'string' },
  },
  ['to'],
  USAGE,
);

const distDir = values.build
  ? fromCaller(values.build)
  : path.join(fromCommandFolder(values.app), 'dist');
const folder = fromCaller(values.to);
try {
  let description;
  try {
    description = JSON.parse(readFileSync(path.join(distDir, 'remote.json'), 'utf8'));
  } catch {
    fail(`${distDir}/remote.json cannot be read: build the remote first.`);
  }
  const keyFile = values.key ? fromCaller(values.key) : process.env.DEPLOY_KEY_FILE;
  const key = deployKeys.signingKey(description.name, keyFile, console.info);
  const result = await deployRemote.deployRemote({
    distDir,
    folder,
    key,
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
