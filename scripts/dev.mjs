#!/usr/bin/env node
// Development: webpack dev servers with live reload for the shell (3000) and
// every remote (on its remote.json port), plus the visitor API in watch mode
// when it has a `dev` script, and the shared package's one build, made first
// (the dev servers' build tools load it) and kept current (`tsc -b --watch`).
// Each dev server forwards /api/ to the API, so pages reach it on their own
// origin as in production (API_URL set: pages call that address instead).
// Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, FRONT_ENDS, apiEnvironment, portOf, shellApiEnvironment } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [];

function run(name, args, env) {
  const child = spawn('npm', args, { cwd: root, env: { ...process.env, ...env } });
  const prefix = `[${name}] `;
  const pipe = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(prefix + line + '\n');
    });
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}exited (${code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

const sharedBuild = spawnSync('npm', ['run', 'build', '-w', '@pawapuri/shared'], {
  cwd: root,
  stdio: 'inherit',
});
if (sharedBuild.status !== 0) process.exit(sharedBuild.status ?? 1);
run('shared', ['run', 'watch', '-w', '@pawapuri/shared']);

// Pages from webpack's dev servers carry no run-time settings: the build's
// API_URL stands in (empty: the page's own origin, which the dev server forwards).
const apiAddress = shellApiEnvironment();
for (const app of FRONT_ENDS) {
  run(app.name, ['run', 'dev', '-w', app.name], { PORT: String(portOf(app)), ...apiAddress });
}
const apiPackage = JSON.parse(readFileSync(path.join(root, API.dir, 'package.json'), 'utf8'));
if (apiPackage.scripts?.dev) {
  run(API.name, ['run', 'dev', '-w', API.name], apiEnvironment());
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
