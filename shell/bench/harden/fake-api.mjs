import { createServer } from 'node:http';

/**
 * A stand-in for the visitor API behind the shell's /api/ forwarder: it
 * answers every request 200 with a small JSON body and keeps what it was
 * sent (method, path, headers, body size), so a case can check what passed
 * through: nothing outside /api/, no client-claimed address, no hop-by-hop
 * header.
 */
export async function startFakeApi(address) {
  const received = [];
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, bytes });
      if (received.length > 1000) received.splice(0, received.length - 1000);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise((resolve) => server.listen(0, address, resolve));
  const { port } = server.address();
  return {
    origin: `http://${address}:${port}`,
    received,
    /** The last request it was sent, or undefined. */
    last: () => received.at(-1),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
