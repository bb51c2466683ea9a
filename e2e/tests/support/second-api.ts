import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API_URL } from './fixtures';
import { ROOT } from './servers';

/** A visitor API of a test's own, with settings the site's API does not have. */
export interface SecondApi {
  url: string;
  /** The page's calls to the site's API under `prefix` are answered by this one instead. */
  answerFor(page: Page, prefix: string): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built API (visitor-api/dist, from the e2e build) on 127.0.0.1,
 * on a throw-away SQLite file, with `env` over its defaults; resolves once it
 * answers /health (within 20 s).
 */
export async function startSecondApi(env: Record<string, string>): Promise<SecondApi> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawapuri-e2e-api-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'visitor-api/dist/server.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        DATABASE_PATH: path.join(dir, 'visitors.db'),
        GEOIP_DATABASE: 'off',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error('The second visitor API did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop,
    async answerFor(page, prefix) {
      await page.route(`${API_URL}${prefix}**`, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(API_URL, url) });
        await route.fulfill({ response });
      });
    },
  };
}
