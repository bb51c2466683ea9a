// Every process the topology test starts, so that each can be stopped or
// killed alone and all of them are stopped when the test ends, however it ends.
import { spawn } from 'node:child_process';
import net from 'node:net';

const running = new Map();
/** The last lines a process wrote, for the report when it misbehaves. */
const OUTPUT_LINES = 60;

/**
 * Starts `command` as a process group of its own (nginx's workers go with
 * their master), as `user` ({ uid, gid }) when given. Its output is kept,
 * not printed, unless TOPOLOGY_VERBOSE is set.
 */
export function start(name, command, args, { cwd, env = {}, user } = {}) {
  if (running.has(name)) throw new Error(`${name} is running already`);
  const child = spawn(command, args, {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  const entry = { name, child, output: [], exited: null };
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      if (process.env.TOPOLOGY_VERBOSE) console.info(`  [${name}] ${line}`);
      entry.output.push(line);
      if (entry.output.length > OUTPUT_LINES) entry.output.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  entry.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(name);
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      keep(error.message);
      running.delete(name);
      resolve({ code: -1, signal: null });
    });
  });
  running.set(name, entry);
  return entry;
}

/** Sends `signal` to the process group of `name` and waits (up to 10 s) for it to end. */
export async function stop(name, signal = 'SIGTERM') {
  const entry = running.get(name);
  if (!entry) return;
  signalGroup(entry.child, signal);
  const ended = await Promise.race([entry.exited, delay(10_000).then(() => null)]);
  if (!ended) {
    signalGroup(entry.child, 'SIGKILL');
    await entry.exited;
  }
}

/** Stops every process still running (SIGTERM, then SIGKILL after 10 s). */
export async function stopAll() {
  await Promise.all([...running.keys()].map((name) => stop(name)));
}

/** Kills whatever is left at once: for an exit that cannot wait. */
export function killAllNow() {
  for (const entry of running.values()) signalGroup(entry.child, 'SIGKILL');
}

export function outputOf(name, entry = running.get(name)) {
  return entry ? entry.output.join('\n') : '';
}

export function isRunning(name) {
  return running.has(name);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something accepts connections on address:port; rejects after `ms`. */
export async function untilListening(entry, address, port, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!running.has(entry.name)) {
      throw new Error(`${entry.name} stopped while starting:\n${outputOf(entry.name, entry)}`);
    }
    if (await accepts(address, port)) return;
    await delay(100);
  }
  throw new Error(
    `${entry.name} did not listen on ${address}:${port} within ${ms / 1000} s:\n${outputOf(entry.name, entry)}`,
  );
}

function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
