// Runs Debian's nginx on a configuration file of deploy/nginx/ (a template
// whose {{NAME}}s the test fills in), as a host of its own.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { start, untilListening } from './processes.mjs';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

/** The template `file` with every {{NAME}} replaced by values[NAME]; a name without a value is an error. */
export function fillTemplate(file, values) {
  const text = readFileSync(file, 'utf8');
  const missing = new Set();
  const filled = text.replace(/\{\{([A-Z0-9_]+)\}\}/g, (whole, name) => {
    if (!(name in values)) missing.add(name);
    return values[name] ?? whole;
  });
  if (missing.size) throw new Error(`${file} needs values for ${[...missing].join(', ')}`);
  return filled;
}

/**
 * Writes an nginx.conf in `dir` that includes `site` (the filled template)
 * in its http block, with every path nginx writes inside `dir`, and checks it
 * with `nginx -t`. Workers run as `user` when the master is root.
 */
export function writeNginxConfig(dir, site, user) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'site.conf'), site);
  const main = [
    ...(user && process.getuid?.() === 0 ? [`user ${user.name};`] : []),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${dir}/${kind}-temp;`,
    ),
    `    include ${dir}/site.conf;`,
    '}',
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), main);
  if (user) chownSync(dir, user.uid, user.gid);
  execFileSync(NGINX, ['-t', '-q', ...nginxArgs(dir)], { stdio: ['ignore', 'ignore', 'pipe'] });
}

const nginxArgs = (dir) => [
  '-p',
  dir,
  '-c',
  path.join(dir, 'nginx.conf'),
  '-e',
  path.join(dir, 'error.log'),
];

/** Starts nginx on the configuration in `dir` and resolves once it listens on host. */
export async function startNginx(host, dir) {
  const entry = start(host.name, NGINX, [...nginxArgs(dir), '-g', 'daemon off;']);
  await untilListening(entry, host.address, host.port);
  return entry;
}
