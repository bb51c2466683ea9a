/**
 * A saved copy is answered to a request that asks for a digest (`integrity`,
 * from the signed file list of a remote's version) only when it has that
 * digest. Otherwise the worker goes to the network: a remote redeployed in
 * place, or a copy saved while its host served a changed file, would be
 * refused by the browser and take the remote's pages down for nothing.
 */

const ALGORITHMS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;
type Algorithm = keyof typeof ALGORITHMS;
const STRENGTH: Algorithm[] = ['sha256', 'sha384', 'sha512'];

/** The digests of `integrity` the browser would check: those of its strongest known algorithm. */
function strongestDigests(integrity: string): { algorithm: Algorithm; digests: string[] } | null {
  const known = integrity
    .split(/\s+/)
    .map((token) => /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})(\?.*)?$/.exec(token))
    .flatMap((match) => (match ? [{ algorithm: match[1] as Algorithm, digest: match[2]! }] : []));
  if (known.length === 0) return null;
  const algorithm = known
    .map((each) => each.algorithm)
    .reduce((a, b) => (STRENGTH.indexOf(b) > STRENGTH.indexOf(a) ? b : a));
  return {
    algorithm,
    digests: known.filter((each) => each.algorithm === algorithm).map((each) => each.digest),
  };
}

function base64(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

/** Whether `bytes` have a digest `integrity` asks for (true when it asks for none the browser knows). */
export async function hasAskedDigest(bytes: ArrayBuffer, integrity: string): Promise<boolean> {
  const asked = strongestDigests(integrity);
  if (!asked) return true;
  const actual = base64(await crypto.subtle.digest(ALGORITHMS[asked.algorithm], bytes));
  return asked.digests.includes(actual);
}

/** `cached` when the request asks for no digest or the copy has it; else undefined (not saved). */
export async function copyWithAskedDigest(
  request: Pick<Request, 'integrity'>,
  cached: Response | undefined,
): Promise<Response | undefined> {
  if (!cached || !request.integrity) return cached;
  const bytes = await cached.clone().arrayBuffer();
  return (await hasAskedDigest(bytes, request.integrity)) ? cached : undefined;
}
