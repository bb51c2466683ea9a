import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { API_URL, expect } from './fixtures';
import { runName } from './seed-visits';
import { ROOT } from './servers';

const run = promisify(execFile);

/** What `npm run keeper -w visitor-api` runs (visitor-api/package.json), from the visitor-api folder. */
const KEEPER_SCRIPT = (() => {
  const { scripts } = JSON.parse(
    readFileSync(path.join(ROOT, 'visitor-api/package.json'), 'utf8'),
  ) as { scripts: Record<string, string> };
  const script = /^tsx (\S+)$/.exec(scripts.keeper ?? '')?.[1];
  if (!script)
    throw new Error(`visitor-api's keeper script is not "tsx <file>": ${scripts.keeper}`);
  return script;
})();

/** The keeper pages' origin: keeper calls made with a session are accepted only from it. */
export const SITE_ORIGIN = 'http://localhost:3000';

export type Role = 'owner' | 'editor' | 'analyst';

export interface Keeper {
  email: string;
  name: string;
  password: string;
  role: Role;
}

/**
 * The keeper command line (`npm run keeper -w visitor-api -- <args>`) on the
 * e2e API's database (the test runner names its file), with the server's own
 * access; answers what it prints. It runs the script that npm script names
 * with tsx directly: the same code, without starting npm for each keeper.
 */
async function keeperCli(args: string[]): Promise<string> {
  const databasePath = process.env.E2E_DATABASE_PATH;
  if (!databasePath) throw new Error('E2E_DATABASE_PATH is set by playwright.config.ts');
  const { stdout } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [KEEPER_SCRIPT, ...args], {
    cwd: path.join(ROOT, 'visitor-api'),
    env: { ...process.env, DATABASE_PATH: databasePath, LOG_LEVEL: 'silent' },
  });
  return stdout;
}

/**
 * `npm run keeper -w visitor-api -- add <email> --role <role>` on the e2e
 * API's database (the test runner names its file), as a keeper creates the
 * first owner; answers the one-time set-password link it prints.
 */
export async function addKeeperWithCli(
  role: Role,
  name: string,
): Promise<{ email: string; link: string }> {
  const email = `${runName(role)}@example.org`;
  const stdout = await keeperCli(['add', email, '--role', role, '--name', name]);
  const link = stdout.split('\n').find((line) => line.startsWith('http'));
  if (!link) throw new Error(`The keeper command printed no link:\n${stdout}`);
  return { email, link: link.trim() };
}

/** The token of a set-password link (`…/admin/set-password#token=…`). */
export const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');

/** A keeper with a password, set through the API as the set-password page does. */
export async function createKeeper(role: Role, name = `E2E ${role}`): Promise<Keeper> {
  const { email, link } = await addKeeperWithCli(role, name);
  const password = `e2e passphrase for ${runName(role)}`;
  const response = await fetch(`${API_URL}/api/keepers/set-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: JSON.stringify({ token: tokenOf(link), password }),
  });
  expect(response.status).toBe(200);
  return { email, name, password, role };
}

/** Signs a keeper in from a script: answers the headers that act as them (cookie and origin). */
export async function signedInHeaders(keeper: Keeper): Promise<Record<string, string>> {
  const response = await fetch(`${API_URL}/api/keepers/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: JSON.stringify({ email: keeper.email, password: keeper.password }),
  });
  expect(response.status).toBe(200);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { cookie, origin: SITE_ORIGIN };
}

let scriptKey: Promise<string> | null = null;

/**
 * An analyst API key, as a scheduled script would hold one (an owner creates
 * it); one per worker. Keeper calls from tests that are not about signing in use it.
 */
export function analystApiKey(): Promise<string> {
  scriptKey ??= (async () => {
    const owner = await createKeeper('owner', 'E2E key owner');
    const response = await fetch(`${API_URL}/api/keepers/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await signedInHeaders(owner)) },
      body: JSON.stringify({ name: 'E2E script', role: 'analyst', password: owner.password }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { secret: string }).secret;
  })();
  return scriptKey;
}

/** Signs in on the keeper page at `path` (the admin table unless told), as a keeper types it. */
export async function signInThroughBrowser(page: Page, keeper: Keeper, path = '/admin') {
  await page.goto(path);
  await page.getByLabel('Email address').fill(keeper.email);
  await page.getByLabel('Password', { exact: true }).fill(keeper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('region', { name: 'Signed-in keeper' })).toContainText(keeper.name);
}

/**
 * `npm run keeper -w visitor-api -- payee --upi-id <id> --name <name>` on
 * the e2e API's database: publishes verified donation details at once, as
 * an install's first payee is set.
 */
export async function publishPayeeWithCli(upiId: string, name: string): Promise<void> {
  await keeperCli(['payee', '--upi-id', upiId, '--name', name]);
}
