import net from 'node:net';
import { startApi, stopApi } from '../api-process';
import { send } from './http';
import type { Engine } from './stores';
import type { Verdict } from './table';

export interface SlowClientOptions {
  /** Connections of each kind (body tricklers, header tricklers). */
  connections: number;
  /** Settings that give the server a short request timeout, and that timeout in ms. */
  env: Record<string, string>;
  timeoutMs: number;
  /** How much later than the timeout a cut still counts as in time. */
  marginMs: number;
  /** How long after that to keep watching, to report late cuts. */
  watchLateMs: number;
}

type Kind = 'body' | 'headers';

interface Trickler {
  kind: Kind;
  socket: net.Socket;
  openedAt: number;
  closedAt?: number;
  answer?: string;
  sent: number;
}

const HEADERS =
  'POST /api/visitors/track HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
  'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
const BODY = '{"browser":"' + 'x'.repeat(990);

/**
 * Connections that trickle one byte a second: `body` ones send their headers
 * at once and then the body, `headers` ones the headers themselves (and never
 * finish them). The server must cut each within its request timeout and keep
 * serving others meanwhile.
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
  let healthWhileHeld = 0;
  let watchEnded = false;
  try {
    for (const kind of ['body', 'headers'] as const) {
      for (let i = 0; i < options.connections; i += 1) {
        const socket = net.connect(api.port, '127.0.0.1');
        const trickler: Trickler = { kind, socket, openedAt: Date.now(), sent: 0 };
        if (kind === 'body') socket.on('connect', () => socket.write(HEADERS));
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
    }
    const deadline = Date.now() + options.timeoutMs + options.marginMs + options.watchLateMs;
    for (let second = 1; Date.now() < deadline; second += 1) {
      if (tricklers.every((t) => t.closedAt !== undefined)) break;
      await new Promise((r) => setTimeout(r, 1000));
      for (const t of tricklers) {
        if (t.closedAt !== undefined || t.socket.destroyed) continue;
        // Header tricklers stop one byte short of the blank line that ends the headers.
        const text = t.kind === 'body' ? BODY : HEADERS.slice(0, -2);
        t.socket.write(text[t.sent % text.length] ?? 'x');
        t.sent += 1;
      }
      // With every slow client held, another client is still served.
      if (second === 2) {
        healthWhileHeld = (await send(api.port, { method: 'GET', path: '/health' }, false, 5000))
          .status;
      }
    }
  } finally {
    watchEnded = true;
    tricklers.forEach((t) => t.socket.destroy());
    await stopApi(api);
  }
  const inTimeLimit = options.timeoutMs + options.marginMs;
  const watched = (inTimeLimit + options.watchLateMs) / 1000;
  const settings = Object.entries(options.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const lines = [
    `slow clients on ${engine.label}: ${options.connections} connections trickling a body and ${options.connections} trickling their headers, one byte a second; server started with ${settings || 'no timeout settings'}; /health while they were held: ${healthWhileHeld}`,
  ];
  const verdicts: Verdict[] = [];
  for (const kind of ['body', 'headers'] as const) {
    const mine = tricklers.filter((t) => t.kind === kind);
    const cut = mine.filter((t) => t.closedAt !== undefined);
    const seconds = cut.map((t) => ((t.closedAt ?? 0) - t.openedAt) / 1000).sort((a, b) => a - b);
    const inTime = cut.filter((t) => (t.closedAt ?? 0) - t.openedAt <= inTimeLimit).length;
    const answers = [...new Set(cut.map((t) => t.answer ?? 'closed without an answer'))];
    lines.push(
      `  trickling ${kind}: cut ${cut.length} of ${mine.length}, ${inTime} within ${inTimeLimit / 1000} s (timeout ${options.timeoutMs / 1000} s + margin ${options.marginMs / 1000} s)` +
        (seconds.length
          ? `, after ${seconds[0]?.toFixed(1)}–${seconds[seconds.length - 1]?.toFixed(1)} s (${answers.join('; ')})`
          : '') +
        `; still open after ${watched.toFixed(0)} s: ${mine.length - cut.length}`,
    );
    verdicts.push({
      engine: engine.label,
      check: `slow clients trickling ${kind}: cut within ${inTimeLimit / 1000} s`,
      figure: `${inTime} of ${mine.length}`,
      met: inTime === mine.length && healthWhileHeld === 200,
    });
  }
  return { report: lines.join('\n'), verdicts };
}
