// Starts each host of the topology with the settings production gives it
// (deploy/systemd/*.env.example, docs/deploying.md), by its unit's command.
import path from 'node:path';
import {
  APIS,
  GEOLOCATION_URL,
  PROXY,
  PUBLIC_HOST,
  PUBLIC_ORIGIN,
  REFERENCE_STATIC_HOST,
  SHELLS,
  STATIC_HOST,
  STATIC_ORIGIN,
  hostPort,
} from './hosts.mjs';
import { fillTemplate, startNginx, writeNginxConfig } from './nginx.mjs';
import { get, until } from './probes.mjs';
import { start, untilListening } from './processes.mjs';
import { unitCommand } from './units.mjs';

/** Seconds between the shells' reads of remotes.json (production keeps the default, 5). */
const REMOTES_CHECK_SECONDS = 1;

/**
 * The run's settings: `root` the repository, `dir` the run's folder (its
 * remotes' folder, keys, certificate and nginx folders), `user` the service user.
 */
export function topology({ root, dir, user, certificate, database, redisPrefix }) {
  const remotesFolder = path.join(dir, 'remotes');
  /** Where production keeps the shell's asset versions (/srv/pawapuri): SHELL_ASSETS_DIR is its shell/. */
  const shellAssetsFolder = path.join(dir, 'srv');

  async function startShell(shell, release = root) {
    // The template unit's instance is the port (its PORT=%i); the settings stand for its env files.
    const unit = unitCommand(root, 'pawapuri-shell@.service', {
      installedAt: release,
      instance: String(shell.port),
    });
    const entry = start(shell.name, unit.command, unit.args, {
      cwd: unit.cwd,
      user,
      env: {
        ...unit.env,
        HOST: shell.address,
        PUBLIC_BASE_URL: PUBLIC_ORIGIN,
        ALLOWED_HOSTS: PUBLIC_HOST,
        // The server reads the folder on its private address; pages name it under the public origin.
        REMOTES: `${STATIC_ORIGIN}/remotes.json`,
        REMOTES_PUBLIC_URL: `${PUBLIC_ORIGIN}/remotes/`,
        REMOTES_CHECK_SECONDS: String(REMOTES_CHECK_SECONDS),
        REMOTE_KEYS: path.join(dir, 'remote-keys.json'),
        // Empty: pages call /api/ on their own origin, which nginx sends to the API.
        API_URL: '',
        GEOLOCATION_URL,
        // The shell's published asset versions, on a disk both instances read.
        SHELL_ASSETS_DIR: path.join(shellAssetsFolder, 'shell'),
        // The server reads the published content from the API beside it, not through the proxy.
        API_INTERNAL_URL: `http://${hostPort(APIS[SHELLS.indexOf(shell)] ?? APIS[0])}`,
        LOG_LEVEL: 'warn',
      },
    });
    await untilListening(entry, shell.address, shell.port);
    return entry;
  }

  /** Starts `api`; `overrides` change its settings (a null one is left unset). */
  async function startApi(api, overrides = {}) {
    const unit = unitCommand(root, 'pawapuri-api@.service', { instance: String(api.port) });
    const entry = start(api.name, unit.command, unit.args, {
      cwd: unit.cwd,
      user,
      env: withOverrides(
        {
          ...unit.env,
          HOST: api.address,
          DATABASE_URL: database.url,
          REDIS_URL: process.env.TEST_REDIS_URL,
          REDIS_KEY_PREFIX: redisPrefix,
          CORS_ORIGINS: PUBLIC_ORIGIN,
          KEEPER_SITE_ORIGINS: PUBLIC_ORIGIN,
          KEEPER_SITE_URL: PUBLIC_ORIGIN,
          // nginx reaches the API from a loopback address and sets X-Forwarded-For.
          TRUST_PROXY: 'loopback',
          GEOIP_DATABASE: 'off',
          // One photographs' folder for both instances, which nginx serves.
          MEDIA_DIR: path.join(dir, 'media'),
          // The load comes from one address.
          RATE_LIMIT_TRACK_PER_MINUTE: '1000000',
          RATE_LIMIT_PER_MINUTE: '1000000',
          LOG_LEVEL: 'warn',
        },
        overrides,
      ),
    });
    await untilListening(entry, api.address, api.port);
    // Listening is not ready: its health says the database answers.
    await until(
      `${api.name} healthy`,
      async () => (await get(`http://${hostPort(api)}/health`).catch(() => null))?.status === 200,
      30_000,
    );
    return entry;
  }

  function startStaticHost() {
    const conf = fillTemplate(path.join(root, 'deploy/nginx/static.conf'), {
      LISTEN: hostPort(STATIC_HOST),
      SERVER_NAME: STATIC_HOST.address,
      REMOTES_FOLDER: remotesFolder,
      API_ORIGIN: PUBLIC_ORIGIN,
    });
    const confDir = path.join(dir, 'nginx-static');
    writeNginxConfig(confDir, conf, user);
    return startNginx(STATIC_HOST, confDir);
  }

  function startProxy() {
    const conf = fillTemplate(path.join(root, 'deploy/nginx/site.conf'), {
      LISTEN: hostPort(PROXY),
      LISTEN_HTTP: `${PROXY.address}:${PROXY.httpPort}`,
      SERVER_NAME: PROXY.address,
      PUBLIC_HOST,
      CERTIFICATE: certificate.cert,
      CERTIFICATE_KEY: certificate.key,
      SHELL_1: hostPort(SHELLS[0]),
      SHELL_2: hostPort(SHELLS[1]),
      API_1: hostPort(APIS[0]),
      API_2: hostPort(APIS[1]),
      STATIC_HOST: hostPort(STATIC_HOST),
      CACHE_DIR: path.join(dir, 'nginx-proxy', 'remotes-cache'),
      MEDIA_DIR: path.join(dir, 'media'),
    });
    const confDir = path.join(dir, 'nginx-proxy');
    writeNginxConfig(confDir, conf, user);
    return startNginx(PROXY, confDir);
  }

  /** The shell's own static host on the same folder (its unit's): the headers static.conf must match. */
  async function startReferenceStaticHost() {
    const unit = unitCommand(root, 'pawapuri-remote@.service', { instance: 'remotes' });
    const entry = start(REFERENCE_STATIC_HOST.name, unit.command, unit.args, {
      cwd: unit.cwd,
      user,
      env: {
        ...unit.env,
        STATIC_DIR: remotesFolder,
        HOST: REFERENCE_STATIC_HOST.address,
        PORT: String(REFERENCE_STATIC_HOST.port),
      },
    });
    await untilListening(entry, REFERENCE_STATIC_HOST.address, REFERENCE_STATIC_HOST.port);
    return entry;
  }

  return {
    remotesFolder,
    shellAssetsFolder,
    startShell,
    startApi,
    startStaticHost,
    startProxy,
    startReferenceStaticHost,
  };
}

function withOverrides(env, overrides) {
  const merged = { ...env, ...overrides };
  for (const [name, value] of Object.entries(merged)) if (value === null) delete merged[name];
  return merged;
}
