import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * A remote's pointer: its entry in remotes.json, naming the version the site
 * runs. The deploying team signs it with its Ed25519 key; the shell's server
 * runs nothing a pointer names unless the signature verifies with the public
 * key it holds for that remote.
 */
export type Pointer = Record<string, unknown> & { signature?: unknown };

/**
 * JSON with object keys sorted and no whitespace: the same value always
 * gives the same bytes, whoever wrote the file and however it was indented.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The bytes a pointer's signature covers: the remote's name with the entry
 * (its signature left out), so a signature made for one remote never
 * verifies as another's.
 */
export function signedBytes(remote: string, pointer: Pointer): Buffer {
  return Buffer.from(canonicalJson({ remote, pointer: withoutSignature(pointer) }), 'utf8');
}

/** The pointer with its signature (base64 Ed25519) made by `privateKey`. */
export function signPointer(remote: string, pointer: Pointer, privateKey: KeyObject): Pointer {
  const unsigned = withoutSignature(pointer);
  const signature = sign(null, signedBytes(remote, unsigned), privateKey).toString('base64');
  return { ...unsigned, signature };
}

export function withoutSignature(pointer: Pointer): Pointer {
  const unsigned = { ...pointer };
  delete unsigned.signature;
  return unsigned;
}

/** Whether `pointer` carries a valid signature of `remote`'s team. */
export function verifyPointer(remote: string, pointer: Pointer, publicKey: KeyObject): boolean {
  if (typeof pointer.signature !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(pointer.signature))
    return false;
  try {
    return verify(
      null,
      signedBytes(remote, pointer),
      publicKey,
      Buffer.from(pointer.signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/**
 * An Ed25519 public key written as PEM (`-----BEGIN PUBLIC KEY-----`) or as
 * the base64 of its SPKI DER bytes; throws when it is neither.
 */
export function readPublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----')
    ? createPublicKey(trimmed)
    : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('it is not an Ed25519 public key');
  return key;
}

/**
 * A keys file: a JSON object mapping remote names to public keys (PEM or
 * base64 SPKI). A key that cannot be read is reported by name and left out.
 */
export function readPublicKeys(text: string): { keys: Map<string, KeyObject>; problems: string[] } {
  const keys = new Map<string, KeyObject>();
  const problems: string[] = [];
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { keys, problems: ['it is not JSON'] };
  }
  if (!file || typeof file !== 'object' || Array.isArray(file))
    return { keys, problems: ['it is not a JSON object of remote names and keys'] };
  for (const [name, value] of Object.entries(file as Record<string, unknown>)) {
    try {
      if (typeof value !== 'string') throw new Error('it is not a string');
      keys.set(name, readPublicKey(value));
    } catch (error) {
      problems.push(`the key of ${name} cannot be read (${(error as Error).message})`);
    }
  }
  return { keys, problems };
}
