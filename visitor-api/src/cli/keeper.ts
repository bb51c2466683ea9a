/*
 * Keeper accounts from the command line, on the store the settings name
 * (DATABASE_URL or the SQLite file), e.g. for the first owner:
 *
 *   npm run keeper -w visitor-api -- add <email> --role owner [--name "…"]
 *   npm run keeper -w visitor-api -- reset <email>
 *   npm run keeper -w visitor-api -- list
 *   npm run keeper -w visitor-api -- api-key "<what uses it>" --role <role> --by <owner email>
 *   npm run keeper -w visitor-api -- payee --upi-id <id> --name "<payee name>"
 *
 * `add` and `reset` print a one-time set-password link (24 hours, usable
 * once) on the keeper pages' address (KEEPER_SITE_URL). `api-key` prints a
 * key once (for scripts: it never has owner powers). `payee` publishes the
 * donation details at once, verified today: the command line runs with the
 * server's own access, so it is the way to set an install's first payee.
 * Each is recorded in the audit log as `cli`.
 */
import { parseArgs } from 'node:util';
import { KEEPER_ROLES } from '@pawapuri/shared/contract';
import type { KeeperRole } from '@pawapuri/shared/contract/types';
import { loadConfig } from '../common/settings/config';
import { connect, connectionOptions } from '../common/db/connect';
import { migrate } from '../migrations/migrate';
import { createKeeperStore } from '../keepers/store/keeper-store';
import { inviteKeeper } from '../keepers/invite';
import { issuePasswordLink } from '../keepers/password-link';
import { normaliseEmail } from '../keepers/email';
import { newSecret, secretDigest } from '../keepers/secret-token';
import { publishPayeeFromCli } from './publish-payee';
import { record, type CliOutput } from './cli-audit';

const USAGE = `usage:
  keeper add <email> --role ${KEEPER_ROLES.join('|')} [--name "Display Name"]
  keeper reset <email>
  keeper list
  keeper api-key "<what uses it>" --role ${KEEPER_ROLES.join('|')} --by <owner email>
  keeper payee --upi-id <id> --name "<payee name>"`;

export type { CliOutput } from './cli-audit';

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
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      by: { type: 'string' },
      'upi-id': { type: 'string' },
    },
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
      await record(store, 'account-created', { account: invited.account.email }, now());
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
      await record(store, 'account-reset', { account: account.email }, now());
      io.out(`A new link for ${account.email}; it works once, until ${issued.expiresAt}:`);
      io.out(issued.link);
      return 0;
    }
    if (command === 'api-key' && email) {
      const role = values.role as KeeperRole | undefined;
      if (!role || !KEEPER_ROLES.includes(role)) {
        io.err(`--role must be one of ${KEEPER_ROLES.join(', ')}\n${USAGE}`);
        return 2;
      }
      const by = values.by ? await store.findAccount({ email: normaliseEmail(values.by) }) : null;
      if (!by || by.role !== 'owner' || by.disabled_at !== null) {
        io.err('--by must name an enabled owner account (the key is revoked if it is disabled)');
        return 2;
      }
      const secret = newSecret();
      const key = await store.insertApiKey({
        name: email.trim().slice(0, 100),
        role,
        keyHash: secretDigest(secret),
        createdBy: by.id,
        createdAt: now(),
      });
      await record(store, 'api-key-created', { key: key.id, name: key.name, role }, now());
      io.out(`API key ${key.id} (${role}) for ${key.name}; it is shown this once:`);
      io.out(secret);
      return 0;
    }
    if (command === 'payee' && !email) {
      return await publishPayeeFromCli(database, store, values, now(), io);
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
