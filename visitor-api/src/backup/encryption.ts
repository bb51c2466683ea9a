import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type * as AgeModule from 'age-encryption' with { 'resolution-mode': 'import' };
import { BackupError } from './backup-error';

/*
 * Backups are encrypted with age (age-encryption.org/v1) to a public key, so
 * a copied backup file gives away nothing without the private key, which is
 * kept off the server (docs/visitor-api.md, Backups). The files stream through
 * in 64 KiB chunks: memory stays flat whatever the size of the dump.
 */

// An ES module only: the API is CommonJS, so it is loaded with require()
// (Node 20.19 and later load ES modules so); Jest transforms it (jest.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadAge = (): typeof AgeModule => require('age-encryption');

/** Every age file begins so. */
const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n', 'latin1');

/** True when the file is an age-encrypted file. */
export function isEncrypted(file: string): boolean {
  const head = Buffer.alloc(AGE_MAGIC.length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  return head.equals(AGE_MAGIC);
}

function webStream(file: string): ReadableStream<Uint8Array> {
  return Readable.toWeb(fs.createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
}

async function writeStream(stream: ReadableStream<Uint8Array>, to: string): Promise<void> {
  await pipeline(
    Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>),
    fs.createWriteStream(to, { mode: 0o600 }),
  );
}

/** Encrypts the file `from` into `to` for the age public key `recipient` (`age1…`). */
export async function encryptFile(from: string, to: string, recipient: string): Promise<void> {
  const age = loadAge();
  const encrypter = new age.Encrypter();
  try {
    encrypter.addRecipient(recipient);
  } catch (error) {
    throw new BackupError(
      `BACKUP_PUBLIC_KEY is not an age public key (${(error as Error).message})`,
    );
  }
  await writeStream(await encrypter.encrypt(webStream(from)), to);
}

/**
 * The private keys in an identity file as age-keygen writes it (and
 * `npm run backup-key` too): `AGE-SECRET-KEY-1…` lines among `#` comments.
 */
export function readIdentities(file: string): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new BackupError(`cannot read the private key file ${file}: ${(error as Error).message}`);
  }
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^AGE-SECRET-KEY-(PQ-)?1[0-9A-Z]+$/.test(line));
  if (keys.length === 0)
    throw new BackupError(`${file} holds no age private key (an AGE-SECRET-KEY-1… line)`);
  return keys;
}

/** Decrypts the age file `from` into `to` with the private keys of the identity file. */
export async function decryptFile(from: string, to: string, identityFile: string): Promise<void> {
  const age = loadAge();
  const decrypter = new age.Decrypter();
  for (const key of readIdentities(identityFile)) decrypter.addIdentity(key);
  try {
    await writeStream(await decrypter.decrypt(webStream(from)), to);
  } catch (error) {
    const message = (error as Error).message;
    throw new BackupError(
      /no identity matched/i.test(message)
        ? `${from} was encrypted to another key: the private key in ${identityFile} does not open it`
        : `${from} cannot be decrypted: it is truncated or damaged (${message})`,
    );
  }
}

/** A new key pair: the identity file's text (age-keygen's format) and its public key. */
export async function newKeyPair(now: Date): Promise<{ identity: string; recipient: string }> {
  const age = loadAge();
  const secret = await age.generateX25519Identity();
  const recipient = await age.identityToRecipient(secret);
  return {
    recipient,
    identity: `# created: ${now.toISOString()}\n# public key: ${recipient}\n${secret}\n`,
  };
}
