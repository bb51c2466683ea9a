// Checks of the two nginx configurations before the load starts: the
// static host sends the headers the shell's own static host sends (and the
// cache lifetime of each kind of file), and the public origin serves pages,
// the remotes' folder and the API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROXY, PUBLIC_ORIGIN, REFERENCE_STATIC_HOST, STATIC_ORIGIN } from './hosts.mjs';
import { get } from './probes.mjs';

/** Headers both static hosts must send alike, on every file. */
const SECURITY_HEADERS = [
  'access-control-allow-origin',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const YEAR = 'public, max-age=31536000, immutable';

export async function checkStaticHeaders(t) {
  const pointers = JSON.parse(readFileSync(path.join(t.remotesFolder, 'remotes.json'), 'utf8'));
  const content = `/remote_content/${pointers.remote_content.version}`;
  const visitors = `/remote_visitors/${pointers.remote_visitors.version}`;
  const manifest = JSON.parse(
    readFileSync(path.join(t.remotesFolder, content, 'mf-manifest.json'), 'utf8'),
  );
  const chunk = manifest.shared?.flatMap((shared) => shared.assets?.js?.sync ?? [])[0];
  const files = {
    '/remotes.json': 'no-cache',
    [`${content}/mf-manifest.json`]: YEAR,
    [`${content}/remoteEntry.js`]: YEAR,
    ...(chunk ? { [`${content}/${chunk}`]: YEAR } : {}),
    [`${visitors}/index.html`]: YEAR,
  };
  const reference = `http://${REFERENCE_STATIC_HOST.address}:${REFERENCE_STATIC_HOST.port}`;
  for (const [file, cacheControl] of Object.entries(files)) {
    const [ours, theirs] = await Promise.all([
      get(`${STATIC_ORIGIN}${file}`),
      get(`${reference}${file}`),
    ]);
    if (ours.status !== 200) t.problems.push(`static.conf: ${file} answers ${ours.status}`);
    if (ours.headers['cache-control'] !== cacheControl) {
      t.problems.push(
        `static.conf: ${file} has Cache-Control "${ours.headers['cache-control']}", not "${cacheControl}"`,
      );
    }
    for (const name of SECURITY_HEADERS) {
      if (ours.headers[name] !== theirs.headers[name]) {
        t.problems.push(
          `static.conf: ${file} sends ${name}: ${ours.headers[name]}; the shell's static host ${theirs.headers[name]}`,
        );
      }
    }
  }
  const keeperPage = await get(`${STATIC_ORIGIN}${visitors}/index.html`);
  const csp = keeperPage.headers['content-security-policy'] ?? '';
  if (!csp.includes("frame-ancestors 'none'") || !csp.includes("script-src 'self'")) {
    t.problems.push(`static.conf: the standalone keeper page's CSP is "${csp}"`);
  }
  if (
    (await get(`${STATIC_ORIGIN}${content}/mf-manifest.json`)).headers['content-security-policy']
  ) {
    t.problems.push('static.conf: a file that is not the keeper page carries a CSP');
  }
  for (const hidden of ['/.deploy.lock', `${content}/remoteEntry.js.map`]) {
    const { status } = await get(`${STATIC_ORIGIN}${hidden}`);
    if (status !== 404) t.problems.push(`static.conf: ${hidden} answers ${status}, not 404`);
  }
  console.info(
    `static.conf: ${Object.keys(files).length} kinds of file checked against the shell's static host.`,
  );
}

export async function checkOrigin(t) {
  const ca = t.certificate.pem;
  const page = await get(`${PUBLIC_ORIGIN}/jal-mandir`, { ca });
  if (page.status !== 200 || !page.body.includes('data-server-rendered')) {
    t.problems.push(`site.conf: /jal-mandir answers ${page.status}, ${page.body.length} bytes`);
  }
  const csp = page.headers['content-security-policy'] ?? '';
  if (
    !/connect-src 'self'[ ;]/.test(`${csp};`) &&
    !csp.includes(`connect-src 'self' ${PUBLIC_ORIGIN}`)
  ) {
    t.problems.push(`site.conf: the page's connect-src is not the origin alone: ${csp}`);
  }
  if (!page.headers['strict-transport-security'])
    t.problems.push('site.conf: no Strict-Transport-Security on https');
  const pointers = await get(`${PUBLIC_ORIGIN}/remotes/remotes.json`, { ca });
  if (pointers.status !== 200)
    t.problems.push(`site.conf: /remotes/remotes.json answers ${pointers.status}`);
  // The API's JSON 404, not the shell's page: /api/ reaches the API.
  const api = await get(`${PUBLIC_ORIGIN}/api/no-such-thing`, { ca });
  if (api.status !== 404 || !api.headers['content-type']?.startsWith('application/json')) {
    t.problems.push(`site.conf: /api/ answers ${api.status} ${api.headers['content-type']}`);
  }
  // The published content, public and asked for by every page, is compressed.
  const content = await get(`${PUBLIC_ORIGIN}/api/content`, {
    ca,
    headers: { 'accept-encoding': 'gzip' },
  });
  if (content.status !== 200 || content.headers['content-encoding'] !== 'gzip') {
    t.problems.push(
      `site.conf: /api/content answers ${content.status}, encoded ${content.headers['content-encoding']}`,
    );
  }
  // The API's health on the public origin (an uptime monitor's view), from PostgreSQL.
  const health = await get(`${PUBLIC_ORIGIN}/api/health`, { ca });
  const healthBody = health.status === 200 ? JSON.parse(health.body) : null;
  if (healthBody?.status !== 'ok' || healthBody.database.engine !== 'postgres') {
    t.problems.push(`site.conf: /api/health answers ${health.status} ${health.body.slice(0, 200)}`);
  }
  const plain = await get(`http://${PROXY.address}:${PROXY.httpPort}/jal-mandir`);
  if (plain.status !== 301 || plain.headers.location !== `${PUBLIC_ORIGIN}/jal-mandir`) {
    t.problems.push(`site.conf: plain http answers ${plain.status} to ${plain.headers.location}`);
  }
  const foreign = await get(`${PUBLIC_ORIGIN}/`, { ca, headers: { host: 'evil.example' } });
  if (foreign.status !== 200) {
    t.problems.push(`site.conf: a foreign Host header changed the answer (${foreign.status})`);
  }
}
