import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/*
 * The API as a separate process, for the benchmark and the hardening script:
 * the compiled server started with the package's `start` flags on 127.0.0.1,
 * so the load generator never shares its event loop and what is measured is
 * what production runs.
 */

/** The visitor-api package folder. */
export const API_ROOT = path.resolve(__dirname, '..');

const startScript = (
  JSON.parse(fs.readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start;
/** The V8 flags of the package's start script, so the API runs here as it does in production. */
export const NODE_FLAGS = startScript.split(/\s+/).filter((word) => word.startsWith('--'));

/** A desktop browser's user agent (not a bot, so track stores the visit). */
export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** One valid visit, as the site's pages send it. */
export const VALID_VISIT = {
  browser: 'Chrome',
  operatingSystem: 'Android',
  deviceType: 'mobile',
  pageVisited: '/jal-mandir',
  referrer: 'Direct',
  sessionId: '1732300000000-benchmark1',
  screenResolution: '393x873',
  language: 'hi-IN',
  country: 'India',
  city: 'Patna',
};

/**
 * Per-address limits far above any load these scripts send, so every answer is
 * the route's own and never a 429 (the scripts send everything from 127.0.0.1).
 */
export const UNLIMITED_RATES = {
  RATE_LIMIT_TRACK_PER_MINUTE: '1000000000',
  RATE_LIMIT_PER_MINUTE: '1000000000',
  RATE_LIMIT_EXPORT_PER_MINUTE: '1000',
  RATE_LIMIT_GLOBAL_PER_SECOND: '1000000000',
};

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Settles with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
}

/** Every process started here and not yet exited, so a failing run can still stop them. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Kills every API process still running (used when a run fails or is interrupted). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free loopback port: from `range` when given (so parallel runs on one
 * machine can each keep to their own ports), otherwise one the OS picks.
 */
export async function freePort(range?: [number, number]): Promise<number> {
  if (range) {
    for (let port = range[0]; port <= range[1]; port += 1) {
      if (await portIsFree(port)) return port;
    }
    throw new Error(`no free port in ${range[0]}-${range[1]}`);
  }
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /** Extra environment (DATABASE_*, limits...); wins over the defaults below. */
  env?: Record<string, string>;
  ports?: [number, number];
  /** Give up when the process has not answered /health by then. */
  timeoutMs?: number;
}

/**
 * Starts `script` and resolves once it answers /health. Rejects, with the
 * process's output, if it exits first. A script under src/ runs compiled from
 * dist/, as production runs it (tsx would add its compiler to RSS); a helper
 * server beside the benchmarks (bench/) runs through tsx.
 */
export async function startApi(script: string, options: StartOptions = {}): Promise<ApiProcess> {
  const port = await freePort(options.ports);
  const url = `http://127.0.0.1:${port}`;
  const command = script.startsWith('src/')
    ? [script.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js')]
    : ['--import', 'tsx', script];
  const flags = script === 'src/server.ts' ? NODE_FLAGS : [];
  const child = spawn(process.execPath, [...flags, ...command], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...UNLIMITED_RATES,
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const api: ApiProcess = { child, url, port, exited, output: () => output };
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    const answered = await fetch(`${url}/health`).then(
      () => true,
      () => false,
    );
    if (answered) return api;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`${script} did not answer within the start timeout:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${script} exited (${await exited}):\n${output}`);
}

/** SIGTERM (a graceful shutdown), then waits for the exit; SIGKILL after 15 s. */
export async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 15_000);
  await api.exited;
  clearTimeout(timer);
}

/** Resident set size now (VmRSS) or at its peak (VmHWM), from /proc. */
export function rssBytes(pid: number | undefined, which: 'now' | 'peak' = 'now'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = which === 'now' ? 'VmRSS' : 'VmHWM';
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
}
