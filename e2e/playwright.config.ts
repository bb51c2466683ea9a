import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests of the composed site (production builds served on
 * localhost) in Debian's Chromium. Never a downloaded browser.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e API's throw-away SQLite file, chosen once here: the server
 * (scripts/e2e-server.mjs) stores visits in it, and the tests run the keeper
 * command line on the same file to create keepers, as a keeper would.
 * Workers load this file again and inherit the variable, so all agree.
 */
process.env.E2E_DATABASE_PATH ??= path.join(
  mkdtempSync(path.join(tmpdir(), 'pawapuri-e2e-')),
  'visitors.db',
);

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    // The service worker keeps files across a test's pages; only the offline tests let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: 'http://127.0.0.1:3000/remotes.json',
    timeout: 10 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
