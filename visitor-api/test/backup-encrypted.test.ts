import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backup, restore } from '../src/backup/backup';
import { main } from '../src/backup/backup-command';
import { newKeyPair } from '../src/backup/encryption';
import { loadConfig } from '../src/common/settings/config';
import {
  buildTestApp,
  engines,
  track,
  visit,
  type EngineName,
  type TestApp,
  storeSettings,
} from './helper';
import { allRows, readStore } from './support/store-contents';

const SESSION = 'encrypted-backup-session-1234';

/** Files the backup may have left behind: its temporary names and private folders. */
function leftovers(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter(
        (name) => name.endsWith(`-${process.pid}.tmp`) || name.startsWith('.visitor-api-backup-'),
      ),
  );
}

describe.each(engines())('encrypted backups on %s', (engine: EngineName) => {
  let t: TestApp;
  let dir: string;
  let keyFile: string;
  let otherKeyFile: string;
  let publicKey: string;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-encrypted-'));
    const pair = await newKeyPair(new Date());
    publicKey = pair.recipient;
    keyFile = path.join(dir, 'backup.key');
    fs.writeFileSync(keyFile, pair.identity);
    otherKeyFile = path.join(dir, 'other.key');
    fs.writeFileSync(otherKeyFile, (await newKeyPair(new Date())).identity);
    for (let i = 0; i < 30; i += 1) {
      const answer = await track(
        t.app,
        visit({ sessionId: `${SESSION}-${i % 3}`, pageVisited: `/p/${i}` }),
      );
      expect(answer.statusCode).toBe(201);
    }
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function restoreSettings(): Record<string, string> {
    return engine === 'sqlite'
      ? { DATABASE_PATH: path.join(dir, 'restored.db') }
      : storeSettings(t);
  }

  it('encrypts to BACKUP_PUBLIC_KEY, hides the data, and restores it whole with the private key', async () => {
    const before = await readStore(storeSettings(t), allRows);
    const plainFile = path.join(dir, 'plain.backup');
    await backup(plainFile, storeSettings(t), { unencrypted: true });
    // The plain backup shows the session ids (SQLite) or the table definitions
    // (pg_dump compresses the rows): the encrypted one must show neither.
    const visible = engine === 'sqlite' ? SESSION : 'CREATE TABLE';
    expect(fs.readFileSync(plainFile).includes(visible)).toBe(true);

    const file = path.join(dir, 'visitors.backup.age');
    const summary = await backup(file, { ...storeSettings(t), BACKUP_PUBLIC_KEY: publicKey });
    expect(summary).toMatchObject({ encrypted: true, engine, file });
    expect(summary.rows.visits).toBe(30);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 22).toString('latin1')).toBe('age-encryption.org/v1\n');
    expect(bytes.includes(visible)).toBe(false);
    expect(summary.bytes).toBe(bytes.length);
    expect(
      leftovers(dir, path.dirname(t.databasePath), os.tmpdir()).filter(
        (n) => n.includes(String(process.pid)) || n.startsWith('.visitor-api-backup-'),
      ),
    ).toEqual([]);

    // Changed after the backup: the restore must bring back the state it holds.
    expect((await track(t.app, visit({ sessionId: 'after-the-backup' }))).statusCode).toBe(201);
    const restored = await restore(file, { identity: keyFile }, restoreSettings());
    expect(restored).toMatchObject({ encrypted: true, file });
    expect(await readStore(restoreSettings(), allRows)).toEqual(before);

    // The key file may come from the settings instead of --identity.
    const again = await restore(
      file,
      {},
      { ...restoreSettings(), BACKUP_PRIVATE_KEY_FILE: keyFile },
    );
    expect(again.rows.visits).toBe(30);
  });

  it('refuses a backup with no key set unless it is asked for unencrypted', async () => {
    const file = path.join(dir, 'refused.backup');
    await expect(backup(file, storeSettings(t))).rejects.toThrow(
      /BACKUP_PUBLIC_KEY is unset, and backups are encrypted to it: .* or add --unencrypted/,
    );
    expect(fs.existsSync(file)).toBe(false);
    const plain = await backup(file, storeSettings(t), { unencrypted: true });
    expect(plain.encrypted).toBe(false);
    expect(fs.readFileSync(file).subarray(0, 22).toString('latin1')).not.toBe(
      'age-encryption.org/v1\n',
    );
  });

  it('refuses to restore without the private key, with another key, or truncated, changing nothing', async () => {
    const file = path.join(dir, 'visitors.backup.age');
    await backup(file, { ...storeSettings(t), BACKUP_PUBLIC_KEY: publicKey });
    const target = restoreSettings();
    await restore(file, { identity: keyFile }, target);
    expect((await track(t.app, visit({ sessionId: 'after-the-restore' }))).statusCode).toBe(201);
    const before = await readStore(target, allRows);

    await expect(restore(file, {}, target)).rejects.toThrow(
      `${file} is encrypted: give its private key file with --identity <file> or BACKUP_PRIVATE_KEY_FILE`,
    );
    await expect(restore(file, { identity: otherKeyFile }, target)).rejects.toThrow(
      `${file} was encrypted to another key: the private key in ${otherKeyFile} does not open it`,
    );
    const notAKey = path.join(dir, 'not-a.key');
    fs.writeFileSync(notAKey, '# nothing here\n');
    await expect(restore(file, { identity: notAKey }, target)).rejects.toThrow(
      /holds no age private key/,
    );
    const whole = fs.readFileSync(file);
    const truncated = path.join(dir, 'truncated.backup.age');
    fs.writeFileSync(truncated, whole.subarray(0, whole.length - 100));
    await expect(restore(truncated, { identity: keyFile }, target)).rejects.toThrow(
      /cannot be decrypted: it is truncated or damaged/,
    );
    expect(await readStore(target, allRows)).toEqual(before);
  });
});

describe('the backup settings', () => {
  it('take an age public key and refuse anything else', () => {
    const key = 'age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p';
    expect(loadConfig({ BACKUP_PUBLIC_KEY: key }).backup.publicKey).toBe(key);
    expect(loadConfig({}).backup).toEqual({ publicKey: null, privateKeyFile: null });
    expect(() => loadConfig({ BACKUP_PUBLIC_KEY: 'ssh-ed25519 AAAA' })).toThrow(
      /Invalid setting BACKUP_PUBLIC_KEY: .*an age public key/,
    );
  });
});

describe('the backup commands and encryption', () => {
  let dir: string;
  let lines: string[];
  let spies: jest.SpyInstance[];
  const saved = { ...process.env };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-encrypted-'));
    lines = [];
    const keep = (...parts: unknown[]) => {
      lines.push(parts.join(' '));
    };
    spies = [
      jest.spyOn(console, 'error').mockImplementation(keep),
      jest.spyOn(console, 'info').mockImplementation(keep),
    ];
  });
  afterEach(() => {
    spies.forEach((spy) => spy.mockRestore());
    process.env = { ...saved };
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backup-key writes a private key only this user reads, never over another, and prints the public key', async () => {
    const keyFile = path.join(dir, 'backup.key');
    expect(await main('key', ['--to', keyFile])).toBe(0);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const publicKey = /^public key: (age1\S+)$/m.exec(lines.join('\n'))?.[1];
    expect(fs.readFileSync(keyFile, 'utf8')).toContain(`# public key: ${publicKey}`);
    const first = fs.readFileSync(keyFile, 'utf8');
    expect(await main('key', ['--to', keyFile])).toBe(1);
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(first);
  });

  it('backup without a key exits 1 saying so; --unencrypted writes the plain file; --identity restores', async () => {
    const app = await buildTestApp('sqlite');
    try {
      expect((await track(app.app, visit())).statusCode).toBe(201);
      delete process.env.DATABASE_URL;
      delete process.env.BACKUP_PUBLIC_KEY;
      process.env.DATABASE_PATH = app.databasePath;
      process.env.INIT_CWD = dir;
      expect(await main('backup', ['--to', 'plain.db'])).toBe(1);
      expect(lines.join('\n')).toMatch(/backup failed: BACKUP_PUBLIC_KEY is unset/);
      expect(fs.existsSync(path.join(dir, 'plain.db'))).toBe(false);

      expect(await main('backup', ['--to', 'plain.db', '--unencrypted'])).toBe(0);
      expect(lines.join('\n')).toMatch(/encrypted: no/);
      expect(fs.readFileSync(path.join(dir, 'plain.db')).subarray(0, 15).toString()).toBe(
        'SQLite format 3',
      );

      expect(await main('key', ['--to', 'k.key'])).toBe(0);
      process.env.BACKUP_PUBLIC_KEY = /^public key: (age1\S+)$/m.exec(lines.join('\n'))![1];
      expect(await main('backup', ['--to', 'sealed.age'])).toBe(0);
      expect(lines.join('\n')).toMatch(/encrypted: yes \(age\)/);
      process.env.DATABASE_PATH = path.join(dir, 'restored.db');
      expect(await main('restore', ['--from', 'sealed.age'])).toBe(1);
      expect(lines.join('\n')).toMatch(/restore failed: .*sealed.age is encrypted/);
      expect(await main('restore', ['--from', 'sealed.age', '--identity', 'k.key'])).toBe(0);
      expect(await main('restore', ['--from', 'sealed.age', '--identity='])).toBe(2);
    } finally {
      await app.close();
    }
  });
});
