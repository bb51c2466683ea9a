#!/usr/bin/env node
// Serves the production builds of the shell and every remote, each on its
// own port, and starts the visitor API when it is built. Ctrl-C stops it all.
//
//   node scripts/start.mjs                 everything
//   node scripts/start.mjs --only NAME     one app (e.g. remote-visitors)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import buildSettings from '../tooling/build-settings.js';
import siteRemotes from '../tooling/site-remotes.js';
import { API, FRONT_ENDS, portOf, siteOrigins } from './apps.mjs';
import { createStaticServer, SHORT } from './static-server.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST ?? '127.0.0.1';
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? null : process.argv[onlyIndex + 1];

/** Each remote's published description (its dist/remote.json); a remote not built is left out. */
const published = FRONT_ENDS.filter(
  (app) => app.federation && existsSync(path.join(root, app.dir, 'remote.json')),
).map((app) => ({
  app,
  description: JSON.parse(readFileSync(path.join(root, app.dir, 'remote.json'), 'utf8')),
}));

/**
 * remotes.json for the shell: every published remote with its manifest on the
 * host name the visitor used (localhost or 127.0.0.1), unless
 * REMOTE_<NAME>_URL overrides it, and the digest of its server build in its
 * built folder (or REMOTE_<NAME>_DIR, the folder deployed at that URL).
 */
function remotesJson(req) {
  const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
  const manifestOf = (description) => {
    const { app } = published.find((remote) => remote.description === description);
    const override = process.env[`${app.federation.toUpperCase()}_URL`];
    return override || `http://${hostname}:${portOf(app)}/mf-manifest.json`;
  };
  const serverBuildOf = (description) => {
    const { app } = published.find((remote) => remote.description === description);
    const dir = process.env[`${app.federation.toUpperCase()}_DIR`] || path.join(root, app.dir);
    return siteRemotes.serverBuildOf(dir);
  };
  const descriptions = published.map((remote) => remote.description);
  return JSON.stringify(siteRemotes.remotesFile(descriptions, manifestOf, serverBuildOf));
}

/**
 * The shell serves remotes.json, and renders every page on the server with
 * the remotes deployed now (its dist/server build), with the same
 * remotes.json inlined so the browser knows its remotes without waiting.
 */
function shellExtras(dir) {
  const { createPageRenderer } = require(path.join(dir, 'server/render.js'));
  const renderer = createPageRenderer({
    template: readFileSync(path.join(dir, 'index.html'), 'utf8'),
    // The shell's own stylesheets (same-origin file names) are written into each page.
    readShellFile: (href) => {
      const name = /^\/([\w.-]+\.css)$/.exec(href)?.[1];
      if (!name) return null;
      try {
        return readFileSync(path.join(dir, name), 'utf8');
      } catch {
        return null;
      }
    },
    publicBaseUrl: buildSettings.publicBaseUrl(),
    remoteCheckMs: process.env.REMOTE_CHECK_MS ? Number(process.env.REMOTE_CHECK_MS) : undefined,
  });
  const searchFile = { '/sitemap.xml': 'sitemap', '/robots.txt': 'robots' };
  const types = { sitemap: 'application/xml', robots: 'text/plain' };
  return {
    extra(req, res) {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      const kind = searchFile[pathname];
      if (kind) {
        res.writeHead(200, {
          'Content-Type': `${types[kind]};charset=utf-8`,
          'Cache-Control': SHORT,
          'X-Content-Type-Options': 'nosniff',
        });
        res.end(renderer.searchFiles(remotesJson(req))[kind]);
        return true;
      }
      if (pathname !== '/remotes.json') return false;
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': SHORT,
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(remotesJson(req));
      return true;
    },
    page: (req) => renderer.render(req.url ?? '/', remotesJson(req)),
  };
}

const servers = [];
for (const app of FRONT_ENDS) {
  if (only && only !== app.name) continue;
  const dir = path.join(root, app.dir);
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${app.name} is not built (${app.dir} is missing). Run "npm run build" first.`);
    process.exit(1);
  }
  const server = createStaticServer(dir, app.name === 'shell' ? shellExtras(dir) : {});
  const port = portOf(app);
  server.listen(port, host, () => console.info(`${app.name} on http://${host}:${port}/`));
  server.on('error', (error) => {
    console.error(`${app.name} could not listen on ${host}:${port}: ${error.message}`);
    shutdown(1);
  });
  servers.push(server);
}

let api = null;
const apiEntry = path.join(root, API.dir, 'dist/server.js');
if ((!only || only === API.name) && existsSync(apiEntry)) {
  api = spawn(process.execPath, [...API.nodeFlags, apiEntry], {
    stdio: 'inherit',
    env: { CORS_ORIGINS: siteOrigins(), ...process.env, PORT: String(portOf(API)) },
  });
  api.on('exit', (code, signal) => {
    api = null;
    if (!stopping) {
      console.error(`visitor-api stopped (${signal ?? code}); stopping the site.`);
      shutdown(1);
    }
  });
} else if (!only) {
  console.warn('visitor-api is not built; the site runs without it (visitor counts show a dash).');
}

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.close();
  if (api) {
    api.once('exit', () => process.exit(code));
    api.kill('SIGTERM');
    setTimeout(() => process.exit(code), 5000).unref();
  } else {
    setTimeout(() => process.exit(code), 100).unref();
  }
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
