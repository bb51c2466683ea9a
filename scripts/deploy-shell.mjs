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
import deployRules from '@pawapuri/shared/deploy';
import deployShell from '../tooling/deploy/deploy-shell-assets.js';
import compatibility from '../tooling/deploy/shell-compatibility.js';
import retention from '../tooling/deploy/retention.js';
import { fail, fromCaller, readOptions, wholeNumber } from './deploy-cli.mjs';

const USAGE = `Usage: npm run deploy -w shell -- --to <folder> [--build <built folder>] [--remotes <folder>]
  [--keep <count, default ${retention.DEFAULT_KEEP}>] [--max-age <seconds, default ${retention.DEFAULT_MAX_AGE_SECONDS}>]
Publishes shell/dist (made by the shell's build), or the shell's dist/ of a
release installed elsewhere (--build), into <folder>/shell/<version>/, after checking
that it can run every live remote deployed into --remotes (default <folder>).`;

const values = readOptions(
  {
    to: { type: 'string' },
    build: { type: 'string' },
    remotes: { type: 'string' },
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
const { SHELL_PROVIDES_FILE } = deployRules;
let keptAssets;
try {
  // Which files are kept is the shell server's own rule (its compiled service).
  ({ keptAssets } = createRequire(import.meta.url)(path.join(distDir, 'http/shell-assets.js')));
} catch {
  fail(`${distDir}/http cannot be read: build the shell first (npm run build -w shell).`);
}
try {
  await compatibility.assertShellRunsDeployed(
    distDir,
    values.remotes ? fromCaller(values.remotes) : folder,
  );
  const result = await deployShell.deployShellAssets({
    distDir,
    folder,
    // With the hashed files goes what this shell provides to remotes, which their deploys check against.
    files: [...(await keptAssets(distDir)), SHELL_PROVIDES_FILE],
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
