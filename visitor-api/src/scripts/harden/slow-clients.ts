import net from 'node:net';
import { startApi, stopApi } from '../api-process';
import { send } from './http';
import type { Engine } from './stores';
import type { Verdict } from './table';

export interface SlowClientOptions {
  connections: number;
  /** Settings that give the server a short request timeout, and that timeout in ms. */
  env: Record<string, string>;
  timeoutMs: number;
  /** How much later than the timeout a cut still counts as in time. */
  marginMs: number;
  /** How long after that to keep watching, to report late cuts. */
  watchLateMs: number;
}

interface Trickler {
  socket: net.Socket;
  openedAt: number;
  closedAt?: number;
  answer?: string;
  sent: number;
}

/**
 * Connections that send their headers, then a body one byte a second: the
 * server must cut each within its request timeout, and keep serving others.
 */
export async function runSlowClients(
  engine: Engine,
  options: SlowClientOptions,
  ports?: [number, number],
): Promise<{ verdicts: Verdict[]; report: string }> {
  const store = await engine.freshStore('slow');
  const api = await startApi('src/server.ts', {
    env: { ...store.env, ...options.env },
    ...(ports ? { ports } : {}),
  });
  const tricklers: Trickler[] = [];
  let healthDuring = 0;
  let watchEnded = false;
  try {
    for (let i = 0; i < options.connections; i += 1) {
      const socket = net.connect(api.port, '127.0.0.1');
      const trickler: Trickler = { socket, openedAt: Date.now(), sent: 0 };
      socket.on('connect', () =>
        socket.write(
          'POST /api/visitors/track HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
        ),
      );
      socket.on('data', (chunk: Buffer) => {
        trickler.answer ??= chunk.toString().split('\r\n')[0];
      });
      socket.on('error', () => undefined);
      // Only the server's cut counts: closes after the watch ended are this script's own.
      socket.on('close', () => {
        if (!watchEnded) trickler.closedAt ??= Date.now();
      });
      tricklers.push(trickler);
    }
    const body = '{"browser":"' + 'x'.repeat(990);
    const deadline = Date.now() + options.timeoutMs + options.marginMs + options.watchLateMs;
    while (Date.now() < deadline && tricklers.some((t) => t.closedAt === undefined)) {
      await new Promise((r) => setTimeout(r, 1000));
      for (const t of tricklers) {
        if (t.closedAt !== undefined || t.socket.destroyed) continue;
        t.socket.write(body[t.sent % body.length] ?? 'x');
        t.sent += 1;
      }
    }
    // While the slow clients were held (or after they were cut), others are still served.
    healthDuring = (await send(api.port, { method: 'GET', path: '/health' }, false, 5000)).status;
  } finally {
    watchEnded = true;
    tricklers.forEach((t) => t.socket.destroy());
    await stopApi(api);
  }
  const inTimeLimit = options.timeoutMs + options.marginMs;
  const cut = tricklers.filter((t) => t.closedAt !== undefined);
  const seconds = cut.map((t) => ((t.closedAt ?? 0) - t.openedAt) / 1000).sort((a, b) => a - b);
  const inTime = cut.filter((t) => (t.closedAt ?? 0) - t.openedAt <= inTimeLimit).length;
  const answers = [...new Set(cut.map((t) => t.answer ?? 'closed without an answer'))].join('; ');
  const settings = Object.entries(options.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const report = [
    `slow clients on ${engine.label}: ${options.connections} connections sending a body one byte a second, server started with ${settings || 'no timeout settings'}`,
    `  cut: ${cut.length} of ${options.connections} (${inTime} within ${(inTimeLimit / 1000).toFixed(0)} s = timeout ${(options.timeoutMs / 1000).toFixed(0)} s + margin ${(options.marginMs / 1000).toFixed(0)} s)` +
      (seconds.length
        ? `, after ${seconds[0]?.toFixed(1)}–${seconds[seconds.length - 1]?.toFixed(1)} s`
        : ''),
    ...(cut.length ? [`  answers: ${answers}`] : []),
    `  still open when the watch ended (${((inTimeLimit + options.watchLateMs) / 1000).toFixed(0)} s): ${options.connections - cut.length}; /health answered ${healthDuring}`,
  ].join('\n');
  return {
    report,
    verdicts: [
      {
        engine: engine.label,
        check: `slow clients cut within ${(inTimeLimit / 1000).toFixed(0)} s`,
        figure: `${inTime} of ${options.connections}`,
        met: inTime === options.connections && healthDuring === 200,
      },
    ],
  };
}
