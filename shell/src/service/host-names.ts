/**
 * Host names as a Host header carries them: a DNS name or an IPv4 address,
 * or an IPv6 literal in brackets, with an optional port. Nothing else
 * (no `/`, `?`, `&`, `@`, spaces) is a host.
 */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isHostName(value: string): boolean {
  return HOST.test(value);
}

/** Whether an address to listen on stays on this machine. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A comma list with the blanks dropped. */
export function commaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
