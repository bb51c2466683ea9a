#!/usr/bin/env node
// Runs the whole site on one machine from its production builds, each app in
// a process of its own (one crash never takes the others): every built
// remote deployed into .site/remotes/ and that folder served by one static
// host, the shell's server reading its remotes.json there, each remote's
// standalone frame on a static host of its own, and the visitor API when it
// is built. A process that stops is started again after a pause; Ctrl-C
// stops them all.
//
//   node scripts/start.mjs                 everything
//   node scripts/start.mjs --only NAME     one app (e.g. shell, remote-visitors)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import deployKeys from '../tooling/deploy/deploy-keys.js';
import sharedBuild from '../tooling/shared-build.js';
import deploys from '../tooling/deploy/deploy-remote.js';
import {
  API,
  FRONT_ENDS,
  apiEnvironment,
  portOf,
  shellApiEnvironment,
  standaloneApiUrl,
} from './apps.mjs';

const { deployRemote } = deploys;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST ?? '127.0.0.1';
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? null : process.argv[onlyIndex + 1];
const SERVICE = path.join(root, 'shell/dist/http');
/** A child that exits with this refused its settings (exit status 78, a configuration error). */
const EXIT_CONFIG = 78;
const RESTART_MS = [1000, 2000, 5000, 10000, 30000];

/** The folder every remote is deployed into, served by one static host (an ignored local folder). */
const DEPLOYS = path.resolve(root, process.env.REMOTES_FOLDER ?? '.site/remotes');
const REMOTES_HOST = { name: 'remotes', portVar: 'REMOTES_PORT', port: 3004 };

/**
 * Deploys every built remote into DEPLOYS as its team would (an immutable
 * version folder and a signed pointer, with the development keys): the
 * same mechanics as production, so `npm start` runs the production path.
 * A remote already deployed in that build is left as it is.
 */
async function deployBuiltRemotes() {
  console.info(
    `Deploying the built remotes into ${path.relative(root, DEPLOYS) || DEPLOYS}, signed with the development keys in ${path.relative(root, deployKeys.DEV_KEYS_DIR)}/.`,
  );
  for (const app of FRONT_ENDS) {
    if (!app.federation || !existsSync(path.join(root, app.dir, 'remote.json'))) continue;
    // The shell started here trusts the development keys (no REMOTE_KEYS), so they sign.
    const key = deployKeys.signingKey(app.federation, undefined, () => {});
    const result = await deployRemote({ distDir: path.join(root, app.dir), folder: DEPLOYS, key });
    console.info(
      `${app.name}: version ${result.version} ${result.switched ? 'deployed' : 'already deployed'} in ${path.relative(root, DEPLOYS)}`,
    );
  }
}

/** Resolves once `url` answers 200 (or after 15 s, leaving the shell to say what is wrong). */
async function untilServed(url) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const children = new Map();
/** Apps that have run long enough once; a first run that dies sooner stops the site. */
const restarted = new Set();
const FIRST_RUN_MS = 5000;
let stopping = false;

/** Runs `name` as a child process, started again after a pause whenever it stops unasked. */
function run(name, args, env, attempt = 0) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const startedAt = Date.now();
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) {
      if (!children.size) process.exit(exitCode);
      return;
    }
    if (code === EXIT_CONFIG || (!restarted.has(name) && Date.now() - startedAt < FIRST_RUN_MS)) {
      // Refused settings, or a port in use: starting it again would fail the same way.
      console.error(`${name} could not start (see above); stopping the site.`);
      shutdown(1);
      return;
    }
    restarted.add(name);
    // Pauses grow while it keeps stopping; a run that lasted a minute starts them over.
    const restarts = Date.now() - startedAt > 60_000 ? 0 : attempt;
    const pause = RESTART_MS[Math.min(restarts, RESTART_MS.length - 1)];
    console.error(
      `${name} stopped (${signal ?? `exit ${code}`}); starting it again in ${pause / 1000} s.`,
    );
    setTimeout(() => {
      if (!stopping) run(name, args, env, restarts + 1);
    }, pause).unref();
  });
}

const wanted = (name) => !only || only === name;
if (only && !FRONT_ENDS.some((app) => app.name === only) && only !== API.name) {
  console.error(
    `There is no app "${only}" (${[...FRONT_ENDS.map((app) => app.name), API.name].join(', ')}).`,
  );
  process.exit(1);
}
// The servers and the deploy tools load the shared package as built: one made
// before its last edit would run code the sources no longer hold.
try {
  sharedBuild.assertSharedBuildCurrent(root);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (!existsSync(path.join(SERVICE, 'main.js'))) {
  console.error('The shell is not built (shell/dist/http is missing). Run "npm run build" first.');
  process.exit(1);
}

for (const app of FRONT_ENDS) {
  if (!wanted(app.name)) continue;
  if (!existsSync(path.join(root, app.dir, 'index.html'))) {
    console.error(`${app.name} is not built (${app.dir} is missing). Run "npm run build" first.`);
    process.exit(1);
  }
  const port = String(portOf(app));
  if (app.name === 'shell') {
    const remotesPort = portOf(REMOTES_HOST);
    if (!process.env.REMOTES) {
      await deployBuiltRemotes();
      run(REMOTES_HOST.name, [path.join(SERVICE, 'static-host-main.js')], {
        HOST: host,
        PORT: String(remotesPort),
        STATIC_DIR: DEPLOYS,
      });
      // The shell reads remotes.json at start and refuses to start without it.
      await untilServed(`http://127.0.0.1:${remotesPort}/remotes.json`);
    }
    run(app.name, [path.join(SERVICE, 'main.js')], {
      HOST: host,
      PORT: port,
      // The site's address here (links that must be absolute, the sitemap): its port.
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`,
      // Pages reach the API at /api/ on this origin, forwarded to its port (or at API_URL).
      ...shellApiEnvironment(),
      // The server reads the folder on loopback; pages name it as browsers here reach it.
      REMOTES: process.env.REMOTES || `http://127.0.0.1:${remotesPort}/remotes.json`,
      REMOTES_PUBLIC_URL:
        process.env.REMOTES_PUBLIC_URL ??
        (process.env.REMOTES ? '' : `http://localhost:${remotesPort}/`),
    });
  } else {
    run(app.name, [path.join(SERVICE, 'static-host-main.js')], {
      HOST: host,
      PORT: port,
      STATIC_DIR: path.join(root, app.dir),
      // A standalone frame is another origin: it calls the API on its own port, with CORS.
      API_URL: standaloneApiUrl(),
    });
  }
}

const apiEntry = path.join(root, API.dir, 'dist/server.js');
if (wanted(API.name) && existsSync(apiEntry)) {
  run(API.name, [...API.nodeFlags, apiEntry], apiEnvironment());
} else if (!only) {
  console.warn('visitor-api is not built; the site runs without it (visitor counts show a dash).');
}

let exitCode = 0;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (!children.size) process.exit(code);
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    console.error('Some apps did not stop within 10 s; stopping them now.');
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(1);
  }, 10_000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
