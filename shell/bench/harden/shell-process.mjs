import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The command that runs the shell's service: `npm run serve -w shell`'s own
 * (read from shell/package.json, so the suite starts exactly what production
 * starts, without npm's process in between). Before the service existed the
 * shell was served by the site's launcher, which is kept as a fallback so
 * the suite can show what it finds there.
 */
function serviceCommand(shellDir) {
  const scripts = JSON.parse(fs.readFileSync(path.join(shellDir, 'package.json'), 'utf8')).scripts;
  const serve = scripts.serve;
  if (serve && /^node\s/.test(serve)) {
    return { args: serve.split(/\s+/).slice(1), legacy: false };
  }
  return { args: ['../scripts/start.mjs', '--only', 'shell'], legacy: true };
}

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port, or rejects after `ms`. */
async function waitForPort(port, ms, child) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`the shell exited with ${child.exitCode} at start`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => resolve(socket.destroy() ?? true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the shell did not listen on ${port} within ${ms} ms`);
}

/** Peak and current resident memory of a process, in MB (Linux). */
export function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
  } catch {
    return { peakMb: 0, rssMb: 0 };
  }
}

/**
 * Starts the shell's service with `REMOTES` pointing at the given file.
 * Its output is kept (the last lines are printed if it dies).
 */
export async function startShell({ shellDir, remotesFile, remoteUrls, env: extraEnv = {} }) {
  const port = await freePort();
  const { args, legacy } = serviceCommand(shellDir);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    REMOTES: remotesFile,
    LOG_LEVEL: 'warn',
    // The launcher the service replaces took its port and remotes under other names.
    SHELL_PORT: String(port),
    ...remoteUrls,
    ...extraEnv,
  };
  const child = spawn(process.execPath, args, {
    cwd: shellDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    await waitForPort(port, 20_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output.join('').slice(-2000)}`);
  }
  return {
    port,
    pid: child.pid,
    legacy,
    alive: () => child.exitCode === null && child.signalCode === null,
    memory: () => memoryOf(child.pid),
    output: () => output.join(''),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
