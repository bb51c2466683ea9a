import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_UA, visit } from './helper';

const root = path.resolve(__dirname, '..');

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts the real server (src/server.ts through tsx) on a random port; resolves its URL. */
function startServer(databasePath: string): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_PATH: databasePath,
        DATABASE_URL: '',
        RATE_LIMIT_TRACK_PER_MINUTE: '100000',
        RATE_LIMIT_GLOBAL_PER_SECOND: '1000000',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], exited, output: () => output });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

describe('kill -9 durability (SQLite, real server process)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-kill-'));
  const databasePath = path.join(dir, 'visitors.db');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every visit it acknowledged when killed mid-stream', async () => {
    const first = await startServer(databasePath);
    const acknowledged: number[] = [];
    let stop = false;
    // Four concurrent senders keep group commits in flight when the kill lands.
    const sender = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        try {
          const response = await fetch(`${first.url}/api/visitors/track`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
            body: JSON.stringify(visit({ sessionId: `kill-${n}`, pageVisited: `/p${i}` })),
          });
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { id: number }).id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const senders = [0, 1, 2, 3].map(sender);
    while (acknowledged.length < 400) await new Promise((r) => setTimeout(r, 10));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(senders);
    await first.exited;

    const second = await startServer(databasePath);
    try {
      const stored = new Set<number>();
      for (let page = 0; ; page += 1) {
        const response = await fetch(`${second.url}/api/visitors/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ page, size: 500, sortBy: 'id', sortDirection: 'ASC' }),
        });
        const body = (await response.json()) as { content: { id: number }[]; totalPages: number };
        body.content.forEach((r) => stored.add(r.id));
        if (page + 1 >= body.totalPages) break;
      }
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(400);
      expect(missing).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
    const server = await startServer(databasePath);
    const send = (i: number) =>
      fetch(`${server.url}/api/visitors/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
        body: JSON.stringify(visit({ sessionId: 'sigterm', pageVisited: `/t${i}` })),
      }).then(
        async (r) => ({
          status: r.status,
          id: r.status === 201 ? ((await r.json()) as { id: number }).id : 0,
        }),
        () => ({ status: 0, id: 0 }),
      );
    const first = await send(-1);
    expect(first.status).toBe(201);
    const inFlight = Array.from({ length: 100 }, (_, i) => send(i));
    await new Promise((r) => setImmediate(r));
    server.child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    const code = await server.exited;
    expect({ code, log: code === 0 ? '' : server.output().slice(-3000) }).toEqual({
      code: 0,
      log: '',
    });
    // Each request was either answered 201 or never accepted: no 5xx, no half answers.
    // Requests that reach a closing server get 503 and are not stored.
    expect(results.filter((r) => ![0, 201, 503].includes(r.status))).toEqual([]);

    const again = await startServer(databasePath);
    try {
      const response = await fetch(`${again.url}/api/visitors/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: 'sigterm', size: 500 }),
      });
      const stored = new Set(
        ((await response.json()) as { content: { id: number }[] }).content.map((r) => r.id),
      );
      const acknowledged = [first, ...results].filter((r) => r.status === 201).map((r) => r.id);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });
});
