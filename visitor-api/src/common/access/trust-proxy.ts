import { isIP } from 'node:net';

/**
 * Which peers may tell the API the client's address through X-Forwarded-For:
 * none, the last N hops, or proxies at known addresses. "Trust everyone" is
 * not offered: it lets any client choose its own address.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: string[] };

/** proxy-addr's names for the reserved ranges, accepted as list entries. */
export const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export const MAX_HOPS = 10;

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's value; a bad one throws an Error whose message says what to write instead. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(value)) return { kind: 'none' };
  if (['true', 'yes', 'on'].includes(value)) {
    throw new Error(
      `"${raw}" would believe any X-Forwarded-For header, so every client could choose its own ` +
        'address (and escape rate limits). Give the number of proxies in front of the API ' +
        '(e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16).',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`${hops} proxy hops is more than ${MAX_HOPS}`);
    return { kind: 'hops', hops };
  }
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = addresses.find((entry) => !validEntry(entry));
  if (bad !== undefined) {
    throw new Error(
      `"${bad}" is not a hop count, an IP address, a CIDR (10.0.0.0/8) or one of ${NAMED_RANGES.join(', ')}`,
    );
  }
  return { kind: 'addresses', addresses };
}

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's trustProxy option. A list goes to proxy-addr as it is. A hop
 * count is a function: Fastify no longer honours a bare number, because a
 * client that reaches the API directly can then write the trusted hops itself
 * (README: run hop counts only where the proxy is the only way in).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | TrustFunction {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'addresses') return trust.addresses;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}
