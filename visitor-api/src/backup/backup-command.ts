import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SettingError } from '@pawapuri/shared/settings';
import { backup, restore } from './backup';
import { BackupError } from './backup-error';
import { summaryLines } from './backup-summary';
import { newKeyPair } from './encryption';

const USAGE = {
  backup: 'Usage: npm run backup -w visitor-api -- --to <file> [--unencrypted]',
  restore:
    'Usage: npm run restore -w visitor-api -- --from <file> [--identity <key file>] [--force]',
  key: 'Usage: npm run backup-key -w visitor-api -- --to <key file>',
} as const;

type Command = keyof typeof USAGE;

/**
 * The file argument, relative to the folder npm was started from (npm runs
 * the script in the API's folder and says where it was called in INIT_CWD).
 */
function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

interface Parsed {
  file: string;
  force: boolean;
  unencrypted: boolean;
  identity?: string;
}

const OPTIONS = {
  backup: { to: { type: 'string' }, unencrypted: { type: 'boolean', default: false } },
  restore: {
    from: { type: 'string' },
    identity: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
  key: { to: { type: 'string' } },
} as const;

function parse(command: Command, args: string[]): Parsed | null {
  try {
    const { values, positionals } = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: OPTIONS[command],
    });
    const given = values as Record<string, string | boolean | undefined>;
    const file = command === 'restore' ? given.from : given.to;
    if (positionals.length > 0 || typeof file !== 'string' || file === '') return null;
    const identity = given.identity;
    if (identity === '') return null;
    return {
      file: fromCaller(file),
      force: given.force === true,
      unencrypted: given.unencrypted === true,
      ...(typeof identity === 'string' ? { identity: fromCaller(identity) } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Writes a new age key pair: the private key into `file` (readable by this
 * user only; an existing file is never replaced), and prints the public key
 * to set as BACKUP_PUBLIC_KEY.
 */
async function writeKey(file: string): Promise<number> {
  const { identity, recipient } = await newKeyPair(new Date());
  try {
    fs.writeFileSync(file, identity, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    console.error(`backup-key failed: cannot write ${file}: ${(error as Error).message}`);
    return 1;
  }
  console.info(
    [
      `private key written: ${file} (keep it off the server; see docs/visitor-api.md, Backups)`,
      `public key: ${recipient}`,
      `set it on the server: BACKUP_PUBLIC_KEY=${recipient}`,
    ].join('\n'),
  );
  return 0;
}

/** Runs `backup`, `restore` or `key` with the command-line arguments; resolves to the exit code. */
export async function main(command: Command, args: string[]): Promise<number> {
  const parsed = parse(command, args);
  if (!parsed) {
    console.error(USAGE[command]);
    return 2;
  }
  if (command === 'key') return writeKey(parsed.file);
  try {
    const summary =
      command === 'backup'
        ? await backup(parsed.file, process.env, { unencrypted: parsed.unencrypted })
        : await restore(parsed.file, {
            force: parsed.force,
            ...(parsed.identity ? { identity: parsed.identity } : {}),
          });
    console.info(summaryLines(command, summary).join('\n'));
    return 0;
  } catch (error) {
    // Expected failures (a refused file, a setting, the file system, SQLite)
    // say what went wrong in their message; anything else is a bug: its stack.
    const expected =
      error instanceof BackupError ||
      error instanceof SettingError ||
      (error instanceof Error && 'code' in error);
    if (expected) console.error(`${command} failed: ${error.message}`);
    else console.error(`${command} failed:`, error);
    return 1;
  }
}

if (require.main === module) {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore' && command !== 'key') {
    console.error(`${USAGE.backup}\n${USAGE.restore}\n${USAGE.key}`);
    process.exit(2);
  }
  void main(command, args).then((code) => process.exit(code));
}
