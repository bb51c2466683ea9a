import frontEnds from '../tooling/front-ends.js';

/**
 * The front ends the site is made of (tooling/front-ends.js): the shell, then
 * every `remote-*` folder with a remote.json (its federation name and port).
 * Each port can be overridden by env: SHELL_PORT, and <NAME>_PORT for remote_<name>.
 */
export const FRONT_ENDS = frontEnds.frontEnds();

export const API = {
  name: 'visitor-api',
  dir: 'visitor-api',
  portVar: 'API_PORT',
  port: 8080,
  // The small V8 heap the API's own `start` script uses: it keeps a full export
  // under 150 MB of memory (see visitor-api/BENCHMARKS.md).
  nodeFlags: ['--max-semi-space-size=8', '--max-old-space-size=96'],
};

export function portOf(app, env = process.env) {
  const value = env[app.portVar];
  if (value === undefined || value === '') return app.port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${app.portVar} must be a port number (1-65535), got "${value}"`);
  }
  return port;
}

/**
 * Browser origins of the site's own pages (each front end on localhost and
 * 127.0.0.1), for the API's CORS_ORIGINS when the scripts start it.
 */
export function siteOrigins(env = process.env) {
  return FRONT_ENDS.flatMap((app) => frontEnds.localOrigins(portOf(app, env))).join(',');
}

/**
 * The API's address as the standalone frames' pages reach it (another origin
 * than theirs, with CORS): API_URL, else the API's own port on localhost.
 */
export function standaloneApiUrl(env = process.env) {
  return env.API_URL ?? `http://localhost:${portOf(API, env)}`;
}

/**
 * The visitor API's settings as `npm start` and `npm run dev` run it: the
 * site's origins for CORS and keepers, and the loopback proxy in front
 * trusted (the shell's server forwards /api/ with X-Forwarded-For), so
 * per-address limits and location see the visitor, not 127.0.0.1.
 */
export function apiEnvironment(env = process.env) {
  return {
    CORS_ORIGINS: env.CORS_ORIGINS ?? siteOrigins(env),
    TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
    PORT: String(portOf(API, env)),
  };
}

/**
 * How pages reach the API under `npm start`: on the site's own origin, at
 * /api/, which the shell's server forwards to the API's port (API_UPSTREAM),
 * as nginx does in production; so cookies, calendar links and the CSP's
 * connect-src 'self' are production's. API_URL set: pages call that address
 * instead (another origin, with CORS), and nothing is forwarded.
 */
export function shellApiEnvironment(env = process.env) {
  if (env.API_URL) return { API_URL: env.API_URL, API_UPSTREAM: '' };
  return { API_URL: '', API_UPSTREAM: `http://127.0.0.1:${portOf(API, env)}` };
}
