#!/usr/bin/env node
// Publishes the shell's hashed browser files as an immutable version in a
// folder every shell instance reads (SHELL_ASSETS_DIR=<folder>/shell), so
// that during a rolling upgrade any instance serves the chunks of a page
// another instance rendered (docs/deploying.md).
//
//   npm run deploy -w shell -- --to <folder> [--build <built folder>]
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import deployShell from '../tooling/deploy/deploy-shell-assets.js';
import retention from '../tooling/deploy/retention.js';
import { fail, fromCaller, readOptions, wholeNumber } from './deploy-cli.mjs';

const USAGE = `Usage: npm run deploy -w shell -- --to <folder> [--build <built folder>]
  [--keep <count, default ${retention.DEFAULT_KEEP}>] [--max-age <seconds, default ${retention.DEFAULT_MAX_AGE_SECONDS}>]
Publishes shell/dist (made by the shell's build), or the shell's dist/ of a
release installed elsewhere (--build), into <folder>/shell/<version>/.`;

const values = readOptions(
  {
    to: { type: 'string' },
    build: { type: 'string' },
    keep: { type: 'string' },
    'max-age': { type: 'string' },
  },
  ['to'],
  USAGE,
);

const distDir = values.build
  ? fromCaller(values.build)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shell/dist');
const folder = fromCaller(values.to);
let keptAssets;
try {
  // Which files are kept is the shell server's own rule (its compiled service).
  ({ keptAssets } = createRequire(import.meta.url)(path.join(distDir, 'service/shell-assets.js')));
} catch {
  fail(`${distDir}/service cannot be read: build the shell first (npm run build -w shell).`);
}
try {
  const result = await deployShell.deployShellAssets({
    distDir,
    folder,
    files: await keptAssets(distDir),
    keep: wholeNumber(values, 'keep', retention.DEFAULT_KEEP),
    maxAgeSeconds: wholeNumber(values, 'max-age', retention.DEFAULT_MAX_AGE_SECONDS),
  });
  console.info(
    `shell assets ${result.version}: ${result.published ? 'published' : 'already published'} in ${result.dir}` +
      (result.removed.length ? `; removed old versions ${result.removed.join(', ')}` : '') +
      `\nStart every shell instance with SHELL_ASSETS_DIR=${result.dir}`,
  );
} catch (error) {
  fail(`The shell's assets were not published. ${error.message}`);
}
