import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { BROWSER_UA, buildTestApp, type TestApp } from './helper';

/*
 * A real server on 127.0.0.1 and raw sockets: inject() has no socket, so it
 * cannot show a connection being cut. The timeouts are small here; each test
 * only asks that the server closed the connection before the client had
 * finished dribbling (several times the timeout), never how fast.
 */
const TIMEOUTS = {
  REQUEST_TIMEOUT_MS: '1000',
  HEADERS_TIMEOUT_MS: '500',
  KEEP_ALIVE_TIMEOUT_MS: '500',
  CONNECTION_TIMEOUT_MS: '20000',
};
const STEP_MS = 250;
const STEPS = 40; // 10 s of dribbling, ten times the request timeout

interface Outcome {
  /** Everything the server sent. */
  received: string;
  /** Dribble steps sent before the server closed the connection (STEPS = never closed). */
  stepsSent: number;
}

/** Opens a socket, sends `opening`, then one byte of `dribbleText` every STEP_MS (none if empty) until the server closes. */
function dribble(port: number, opening: string, dribbleText: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let stepsSent = 0;
    let closed = false;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => {}); // a reset is one way of being cut off
    socket.on('close', () => {
      closed = true;
      clearInterval(timer);
      resolve({ received, stepsSent });
    });
    socket.on('connect', () => socket.write(opening));
    const timer = setInterval(() => {
      if (closed) return;
      if (stepsSent >= STEPS) {
        clearInterval(timer);
        socket.destroy();
        return;
      }
      const byte = dribbleText[stepsSent % dribbleText.length];
      if (byte !== undefined) socket.write(byte);
      stepsSent += 1;
    }, STEP_MS);
    socket.setTimeout(30_000, () => reject(new Error('test socket stuck')));
  });
}

describe('slow clients are cut off (real server, raw sockets)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', TIMEOUTS);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('closes a connection trickling its body with 408 once REQUEST_TIMEOUT_MS has passed', async () => {
    const opening =
      'POST /api/visitors/track HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `User-Agent: ${BROWSER_UA}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n`;
    const outcome = await dribble(port, opening, '{"browser":"Chrome",');
    expect(outcome.stepsSent).toBeLessThan(STEPS);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection trickling its headers once HEADERS_TIMEOUT_MS has passed', async () => {
    const outcome = await dribble(port, 'GET /health HTTP/1.1\r\n', 'X-Slow: aaaaaaaa\r\n');
    expect(outcome.stepsSent).toBeLessThan(STEPS);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection once KEEP_ALIVE_TIMEOUT_MS has passed', async () => {
    // One whole request, then nothing: the dribble is of nothing at all.
    const outcome = await dribble(
      port,
      'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
      '',
    );
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.stepsSent).toBeLessThan(STEPS);
  });
});
