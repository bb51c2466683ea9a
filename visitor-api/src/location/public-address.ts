import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface PublicAddress {
  /** The database tree to search: an IPv4-mapped IPv6 address is searched as IPv4. */
  family: 4 | 6;
  text: string;
}

const MAPPED_PREFIX = '::ffff:';

/**
 * IPv4: ipaddr.js knows every special range (private, loopback, link-local,
 * carrier-grade NAT, documentation, benchmarking, multicast, reserved, the
 * broadcast address) and calls the rest "unicast".
 */
function isPublicIpv4(text: string): boolean {
  return ipaddr.IPv4.parse(text).range() === 'unicast';
}

/**
 * IPv6: only 2000::/3 is handed out for use on the internet, so everything
 * else (::1, ::, fc00::/7, fe80::/10, ff00::/8, NAT64…) is not looked up; of
 * 2000::/3, the IETF's 2001::/23 (Teredo, benchmarking, ORCHID), the
 * documentation blocks 2001:db8::/32 and 3fff::/20, and 6to4's 2002::/16 are
 * not either. Read from the text, because parsing IPv6 with ipaddr.js costs
 * ~5 µs, most of a lookup; the text is a valid address (net.isIP said so).
 */
function isPublicIpv6(text: string): boolean {
  const first = text.indexOf(':');
  if (first === 0) return false; // '::…': the first 16 bits are zero.
  const high = parseInt(text.slice(0, first), 16);
  if ((high & 0xe000) !== 0x2000) return false;
  const secondEnd = text.indexOf(':', first + 1);
  const second = parseInt(text.slice(first + 1, secondEnd === -1 ? undefined : secondEnd), 16) || 0;
  if (high === 0x2001) return second >= 0x200 && second !== 0xdb8;
  if (high === 0x2002) return false;
  if (high === 0x3fff) return second >= 0x1000;
  return true;
}

/**
 * The address to look up, or null for one that no location database can place:
 * a private, loopback, link-local, carrier-grade NAT, documentation, multicast
 * or otherwise reserved address, or no address at all.
 */
export function publicAddress(address: string): PublicAddress | null {
  const text = address.trim();
  const family = isIP(text);
  if (family === 4) return isPublicIpv4(text) ? { family: 4, text } : null;
  if (family !== 6) return null;
  if (text.slice(0, MAPPED_PREFIX.length).toLowerCase() === MAPPED_PREFIX) {
    const ipv4 = text.slice(MAPPED_PREFIX.length);
    return isIP(ipv4) === 4 && isPublicIpv4(ipv4) ? { family: 4, text: ipv4 } : null;
  }
  return isPublicIpv6(text) ? { family: 6, text } : null;
}
