import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * Remote hosts that the suite controls, each on its own loopback address
 * (127.0.0.x: Linux routes the whole 127/8 to the loopback interface). Each
 * records every request it receives, so the suite can count requests made
 * to hosts that are not in the allowlist.
 *
 * Modes:
 * - good:       the remote's real build, as deployed
 * - bad-digest: the real build, but its server build replaced by a payload
 *               that reports its own evaluation
 * - redirect:   302 for everything, to the foreign host
 * - hang:       accepts the connection and never answers
 * - huge:       a 300 MB answer to every request
 * - garbage:    binary noise with a JSON content type
 * - foreign:    a host nobody configured (the attacker's); serves the payload
 */
export const HUGE_BYTES = 300 * 1024 * 1024;

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** Server-side JavaScript that proves it ran: a marker file and a callback to the witness host. */
export function payload(markerFile, callbackUrl) {
  return `;(() => {
  try { process.getBuiltinModule?.('fs')?.appendFileSync(${JSON.stringify(markerFile)}, 'x'); } catch {}
  try { globalThis.fetch?.(${JSON.stringify(callbackUrl)}).catch(() => {}); } catch {}
})();
module.exports = {};
`;
}

/** The file a remote's `server/ssr.json` names as its server build, relative to the dist folder. */
export function serverBuildPath(distDir) {
  const ssr = JSON.parse(fs.readFileSync(path.join(distDir, 'server/ssr.json'), 'utf8'));
  return `server/${ssr.routes}`;
}

/** SRI form of a file's SHA-384 digest. */
export function integrityOf(file) {
  return `sha384-${createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

function serveFile(distDir, pathname, response, replaceServerBuild) {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  const file = path.resolve(distDir, relative);
  if (!file.startsWith(distDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  const body =
    replaceServerBuild && relative === serverBuildPath(distDir)
      ? replaceServerBuild
      : fs.readFileSync(file);
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'access-control-allow-origin': '*',
  });
  response.end(body);
}

function sendHuge(response) {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': HUGE_BYTES });
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let sent = 0;
  const pump = () => {
    while (sent < HUGE_BYTES) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end();
  };
  response.on('close', () => {
    sent = HUGE_BYTES;
  });
  pump();
}

/**
 * Starts one fake host.
 * @param {{ address: string, mode: string, distDir?: string, foreignUrl?: string, payloadText?: string }} options
 */
export async function startFakeHost({ address, mode, distDir, foreignUrl, payloadText }) {
  const requests = [];
  const sockets = new Set();
  let served = payloadText;
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const { pathname } = new URL(request.url ?? '/', 'http://fake');
    if (mode === 'hang') return;
    if (mode === 'redirect') {
      response.writeHead(302, { location: `${foreignUrl}${pathname}` }).end();
    } else if (mode === 'huge') {
      sendHuge(response);
    } else if (mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    } else if (mode === 'foreign') {
      if (pathname.endsWith('.js')) response.writeHead(200).end(served);
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } else {
      serveFile(distDir, pathname, response, mode === 'bad-digest' ? served : undefined);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, address, resolve);
  });
  const { port } = server.address();
  return {
    mode,
    origin: `http://${address}:${port}`,
    address,
    port,
    requests,
    setPayload(text) {
      served = text;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
