import { SETTING_FORMATS } from '@pawapuri/shared/settings';

/** Whether a Host header names a host (the same form ALLOWED_HOSTS accepts). */
export function isHostName(value: string): boolean {
  return SETTING_FORMATS.host.test(value);
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
