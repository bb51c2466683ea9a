import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export const ROOT = path.join(__dirname, '../../..');

/** A folder served as a remote is deployed (CORS open, as the site's own servers do), on 127.0.0.1. */
export async function serveFolder(dir: string, port: number): Promise<Server> {
  const files = sirv(dir, {
    dev: true,
    setHeaders: (res) => res.setHeader('Access-Control-Allow-Origin', '*'),
  });
  const server = createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

export function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * A second shell server (the built shell, its pages rendered on the server)
 * whose remotes.json sends `remote_content` to `contentManifest`, with the
 * digest of the server build in `contentDir`, the folder deployed there.
 */
export async function startShell(
  port: number,
  contentManifest: string,
  contentDir: string,
): Promise<ChildProcess> {
  const shell = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--only', 'shell'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SHELL_PORT: String(port),
      REMOTE_CONTENT_URL: contentManifest,
      REMOTE_CONTENT_DIR: contentDir,
    },
  });
  const output: string[] = [];
  shell.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  shell.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  Object.assign(shell, { output });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/remotes.json`)).ok) return shell;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  shell.kill();
  throw new Error(`The shell did not start on ${port}: ${output.join('')}`);
}

/** What a shell started by startShell has printed. */
export function shellOutput(shell: ChildProcess): string {
  return ((shell as ChildProcess & { output?: string[] }).output ?? []).join('');
}

/**
 * Polls `read` until `accept` holds for its result, for at most `timeoutMs`.
 * A read that throws (a server closing an idle connection as it is reused)
 * is tried again; the last error is thrown if no read ever succeeds.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: { value: T } | null = null;
  let error: unknown = null;
  for (;;) {
    try {
      last = { value: await read() };
      if (accept(last.value)) return last.value;
    } catch (caught) {
      error = caught;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (last) return last.value;
  throw error;
}
