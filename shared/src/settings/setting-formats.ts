/**
 * String forms a setting may require beyond JSON Schema's own keywords: each
 * is checked when the settings are read and named in words in error messages
 * and in the generated settings tables.
 */
export interface SettingFormat {
  /** How the allowed form reads in a sentence ("an IANA time zone such as …"). */
  readonly allowed: string;
  test(value: string): boolean;
}

/**
 * A host as a Host header carries it: a DNS name or an IPv4 address, or an
 * IPv6 literal in brackets, with an optional port. Nothing else (no `/`,
 * `?`, `&`, `@`, spaces) is a host.
 */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function urlWithScheme(value: string, schemes: RegExp): boolean {
  if (!schemes.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export const SETTING_FORMATS = {
  'time-zone': {
    allowed: 'an IANA time zone such as Asia/Kolkata',
    test(value: string) {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: value });
        return true;
      } catch {
        return false;
      }
    },
  },
  origin: {
    allowed: 'an origin such as https://example.org (scheme, host and port, no path)',
    test(value: string) {
      try {
        return new URL(value).origin === value;
      } catch {
        return false;
      }
    },
  },
  'http-origin': {
    allowed: 'an http(s) origin such as https://cdn.example (no path; a trailing / is allowed)',
    test(value: string) {
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, '');
      } catch {
        return false;
      }
    },
  },
  host: {
    allowed: 'a host[:port] such as pawapuri.in or 127.0.0.1:3000',
    test: (value: string) => HOST.test(value),
  },
  'postgres-url': {
    allowed: 'a postgres:// or postgresql:// URL',
    test: (value: string) => urlWithScheme(value, /^postgres(ql)?:\/\//i),
  },
  'redis-url': {
    allowed: 'a redis:// or rediss:// URL',
    test: (value: string) => urlWithScheme(value, /^rediss?:\/\//i),
  },
} satisfies Record<string, SettingFormat>;

export type SettingFormatName = keyof typeof SETTING_FORMATS;
