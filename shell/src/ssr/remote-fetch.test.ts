/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRemoteFile } from './remote-fetch';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A remote on a port of its own; `requests` counts what reached it. */
async function remote(handler: Handler) {
  const seen = { requests: 0, bytesSent: 0 };
  const server: Server = createServer((req, res) => {
    seen.requests += 1;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen, server };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function started(handler: Handler) {
  const started = await remote(handler);
  servers.push(started.server);
  return started;
}

const limits = (origin: string, extra: Partial<Parameters<typeof fetchRemoteFile>[1]> = {}) => ({
  allowedOrigins: new Set([origin]),
  timeoutMs: 2000,
  maxBytes: 1024,
  ...extra,
});

describe('fetchRemoteFile', () => {
  it('reads a file from an allowed origin', async () => {
    const { origin } = await started((_req, res) => res.end('{"ok":true}'));
    const body = await fetchRemoteFile(`${origin}/mf-manifest.json`, limits(origin));
    expect(body.toString()).toBe('{"ok":true}');
  });

  it('never asks an origin that is not allowed', async () => {
    const allowed = await started((_req, res) => res.end('ok'));
    const other = await started((_req, res) => res.end('evil'));
    await expect(
      fetchRemoteFile(`${other.origin}/server/routes.js`, limits(allowed.origin)),
    ).rejects.toThrow('is not on an allowed origin');
    await expect(fetchRemoteFile('file:///etc/passwd', limits(allowed.origin))).rejects.toThrow(
      'is not on an allowed origin',
    );
    expect(other.seen.requests).toBe(0);
  });

  it('refuses a redirect, even to an allowed origin, and never follows it', async () => {
    const target = await started((_req, res) => res.end('moved code'));
    const { origin } = await started((_req, res) => {
      res.writeHead(302, { Location: `${target.origin}/routes.js` }).end();
    });
    await expect(
      fetchRemoteFile(`${origin}/routes.js`, {
        ...limits(origin),
        allowedOrigins: new Set([origin, target.origin]),
      }),
    ).rejects.toThrow('redirect');
    expect(target.seen.requests).toBe(0);
  });

  it('refuses an answer other than 200', async () => {
    const { origin } = await started((_req, res) => res.writeHead(404).end('Not found'));
    await expect(fetchRemoteFile(`${origin}/x.js`, limits(origin))).rejects.toThrow(
      'answered HTTP 404',
    );
  });

  it('refuses a body whose Content-Length is over the cap without reading it', async () => {
    const { origin } = await started((_req, res) => {
      res.writeHead(200, { 'Content-Length': String(300 * 1024 * 1024) });
      res.write('x'.repeat(1024));
    });
    await expect(fetchRemoteFile(`${origin}/big.js`, limits(origin))).rejects.toThrow(
      'larger than 1024 bytes',
    );
  });

  it('stops reading a body without a length once it passes the cap', async () => {
    const sent = { bytes: 0, closed: false };
    const { origin } = await started((_req, res) => {
      // 300 MB in 64 KB chunks, sent only as fast as the reader takes them.
      const chunk = Buffer.alloc(64 * 1024, 120);
      const send = () => {
        while (sent.bytes < 300 * 1024 * 1024 && !sent.closed) {
          sent.bytes += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', send);
        }
        res.end();
      };
      res.on('close', () => (sent.closed = true));
      send();
    });
    await expect(
      fetchRemoteFile(`${origin}/huge.js`, limits(origin, { maxBytes: 256 * 1024 })),
    ).rejects.toThrow('larger than 262144 bytes');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.closed).toBe(true);
    // What left the remote is bounded by the socket buffers, far from the 300 MB it offered.
    expect(sent.bytes).toBeLessThan(32 * 1024 * 1024);
  });

  it('gives up on a remote that does not answer within the time limit', async () => {
    const { origin } = await started(() => undefined);
    await expect(
      fetchRemoteFile(`${origin}/hung.js`, limits(origin, { timeoutMs: 100 })),
    ).rejects.toThrow(/timeout|aborted/i);
  });
});
