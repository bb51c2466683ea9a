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

  async function startShell(shell, release = root) {
    const { command, args, cwd } = unitCommand(root, 'pawapuri-shell.service', release);
    const entry = start(shell.name, command, args, {
      cwd,
      user,
      env: {
        HOST: shell.address,
        PORT: String(shell.port),
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
        // The server reads the published content from the API beside it, not through the proxy.
        API_INTERNAL_URL: `http://${hostPort(APIS[SHELLS.indexOf(shell)] ?? APIS[0])}`,
        LOG_LEVEL: 'warn',
      },
    });
    await untilListening(entry, shell.address, shell.port);
    return entry;
  }

  async function startApi(api) {
    const { command, args, cwd } = unitCommand(root, 'pawapuri-api.service');
    const entry = start(api.name, command, args, {
      cwd,
      user,
      env: {
        HOST: api.address,
        PORT: String(api.port),
        DATABASE_URL: database.url,
        REDIS_URL: process.env.TEST_REDIS_URL,
        REDIS_KEY_PREFIX: redisPrefix,
        CORS_ORIGINS: PUBLIC_ORIGIN,
        KEEPER_SITE_ORIGINS: PUBLIC_ORIGIN,
        KEEPER_SITE_URL: PUBLIC_ORIGIN,
        // nginx reaches the API from a loopback address and sets X-Forwarded-For.
        TRUST_PROXY: 'loopback',
        GEOIP_DATABASE: 'off',
        // The load comes from one address.
        RATE_LIMIT_TRACK_PER_MINUTE: '1000000',
        RATE_LIMIT_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
      },
    });
    await untilListening(entry, api.address, api.port);
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
    });
    const confDir = path.join(dir, 'nginx-proxy');
    writeNginxConfig(confDir, conf, user);
    return startNginx(PROXY, confDir);
  }

  /** The shell's own static host on the same folder: the headers static.conf must match. */
  async function startReferenceStaticHost() {
    const { command, cwd } = unitCommand(root, 'pawapuri-shell.service');
    const entry = start(REFERENCE_STATIC_HOST.name, command, ['dist/service/static-host-main.js'], {
      cwd,
      user,
      env: {
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
    startShell,
    startApi,
    startStaticHost,
    startProxy,
    startReferenceStaticHost,
  };
}
