/** The algorithms a Subresource Integrity value may name, as Web Crypto spells them. */
const ALGORITHMS: Record<string, string> = {
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
};

function base64(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

/**
 * Whether `body` has one of the digests an `integrity` value lists, as the
 * browser would judge it; undefined when this page cannot tell (no Web
 * Crypto outside a secure context, or no digest it knows). A load that
 * failed while the same file, fetched again, matches its digest failed for
 * the network, not for a changed file.
 */
export async function digestMatches(
  body: ArrayBuffer,
  integrity: string,
): Promise<boolean | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  let known = false;
  for (const item of integrity.trim().split(/\s+/)) {
    const [algorithm = '', value = ''] = item.split('-', 2);
    const name = ALGORITHMS[algorithm];
    if (!name) continue;
    known = true;
    const actual = base64(await subtle.digest(name, body));
    // An integrity value's options (after '?') are not part of the digest.
    if (actual === value.split('?')[0]) return true;
  }
  return known ? false : undefined;
}
