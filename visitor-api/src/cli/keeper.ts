/*
 * Keeper accounts from the command line, on the store the settings name
 * (DATABASE_URL or the SQLite file), e.g. for the first owner:
 *
 *   npm run keeper -w visitor-api -- add <email> --role owner [--name "…"]
 *   npm run keeper -w visitor-api -- reset <email>
 *   npm run keeper -w visitor-api -- list
 *
 * `add` and `reset` print a one-time set-password link (24 hours, usable
 * once) on the keeper pages' address (KEEPER_SITE_URL).
 */
import { parseArgs } from 'node:util';
import { KEEPER_ROLES } from '@pawapuri/shared/contract';
import type { KeeperRole } from '@pawapuri/shared/contract/types';
import { loadConfig } from '../config';
import { connect, connectionOptions } from '../db/connect';
import { migrate } from '../db/migrate';
import { createKeeperStore, type KeeperStore } from '../db/keepers/keeper-store';
import { inviteKeeper } from '../keepers/invite';
import { issuePasswordLink } from '../keepers/password-link';
import { normaliseEmail } from '../keepers/email';

const USAGE = `usage:
  keeper add <email> --role ${KEEPER_ROLES.join('|')} [--name "Display Name"]
  keeper reset <email>
  keeper list`;

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

async function record(
  store: KeeperStore,
  action: 'account-created' | 'account-reset',
  email: string,
  now: number,
) {
  await store.insertAuditEntry({
    at: now,
    action,
    actor_id: null,
    actor: 'command line',
    via: 'cli',
    network: '',
    detail: JSON.stringify({ account: email }),
  });
}

/** Runs one command; answers the exit code. */
export async function runKeeperCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CliOutput,
  now: () => number = Date.now,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' } },
  });
  const [command, email] = positionals;
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const database = connect(connectionOptions(config));
  try {
    await migrate(database);
    const store = createKeeperStore(database);
    const siteUrl = config.keepers.siteUrl;
    if (command === 'list' && !email) {
      for (const a of await store.listAccounts()) {
        const state = a.disabled_at !== null ? 'disabled' : a.password_hash ? 'active' : 'invited';
        io.out(`${a.email}\t${a.role}\t${state}\t${a.display_name}`);
      }
      return 0;
    }
    if (command === 'add' && email) {
      if (!/^[^\s@]{1,200}@[^\s@]{1,200}$/.test(email)) {
        io.err(`Not an email address: ${email.slice(0, 100)}`);
        return 2;
      }
      const role = values.role as KeeperRole | undefined;
      if (!role || !KEEPER_ROLES.includes(role)) {
        io.err(`--role must be one of ${KEEPER_ROLES.join(', ')}\n${USAGE}`);
        return 2;
      }
      const invited = await inviteKeeper(
        store,
        { email, role, displayName: values.name },
        now(),
        siteUrl,
      );
      await record(store, 'account-created', invited.account.email, now());
      io.out(`Added ${invited.account.email} (${role}). Send them this link to set a password;`);
      io.out(`it works once, until ${invited.expiresAt}:`);
      io.out(invited.link);
      return 0;
    }
    if (command === 'reset' && email) {
      const account = await store.findAccount({ email: normaliseEmail(email) });
      if (!account) {
        io.err(`No account with the email ${normaliseEmail(email)}`);
        return 1;
      }
      const issued = await issuePasswordLink(store, account.id, now(), siteUrl);
      await record(store, 'account-reset', account.email, now());
      io.out(`A new link for ${account.email}; it works once, until ${issued.expiresAt}:`);
      io.out(issued.link);
      return 0;
    }
    io.err(USAGE);
    return 2;
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  } finally {
    await database.db.destroy();
  }
}

if (require.main === module) {
  void runKeeperCli(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => console.error(line),
  }).then((code) => {
    process.exitCode = code;
  });
}
