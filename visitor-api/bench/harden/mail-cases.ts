import type { HostileCase } from './hostile-cases';
import { AUTH_REFUSED, MARKER, ownerCalls } from './hostile-request';

const MAIL = '/api/keepers/mail-reports';

const recipient = (overrides: Record<string, unknown> = {}) => ({
  email: 'trustee@example.org',
  language: 'en',
  ...overrides,
});
const setting = (recipients: unknown[], alert: Record<string, unknown> = {}) => ({
  recipients,
  alert: { above: null, below: null, ...alert },
});

/**
 * The report-email setting (owners): who receives the reports and alerts and
 * the alert's thresholds. A bad address, language or threshold is a 4xx and
 * leaves the setting as it was.
 */
export function mailCases(adminToken: string): HostileCase[] {
  const { asOwner, call, anonymous } = ownerCalls(adminToken);
  const put = (name: string, body: unknown, expect: HostileCase['expect'] = 'refuse') =>
    call('mail reports', name, 'PUT', MAIL, expect, body);
  return [
    call('mail reports', 'read (valid)', 'GET', MAIL, 'accept'),
    anonymous('mail reports', 'read without a key', 'GET', MAIL, AUTH_REFUSED),
    put(
      'two recipients and thresholds (valid)',
      setting([recipient(), recipient({ email: 'mantri@example.org', language: 'hi' })], {
        above: 500,
        below: 0,
      }),
      'accept',
    ),
    put('address without @', setting([recipient({ email: MARKER })])),
    put(
      'two addresses in one',
      setting([recipient({ email: `a@${MARKER}.org, b@${MARKER}.org` })]),
    ),
    put(
      'address with a header break',
      setting([recipient({ email: `a@${MARKER}.org\r\nBcc: x@${MARKER}.org` })]),
    ),
    put('address with a display name', setting([recipient({ email: `Evil <a@${MARKER}.org>` })])),
    put('address of 10 KB', setting([recipient({ email: `${MARKER.repeat(2_500)}@x.org` })])),
    put('unknown language', setting([recipient({ language: 'fr' })])),
    put('language __proto__', setting([recipient({ language: '__proto__' })])),
    put(
      'the same address twice',
      setting([recipient(), recipient({ email: 'TRUSTEE@example.org' })]),
    ),
    put(
      '21 recipients',
      setting(Array.from({ length: 21 }, (_, i) => recipient({ email: `k${i}@example.org` }))),
    ),
    put('negative threshold', setting([], { above: -1 })),
    put('threshold as text', setting([], { below: '5' })),
    put('fractional threshold', setting([], { above: 2.5 })),
    put('threshold of 1e300', setting([], { above: 1e300 })),
    put('below above above', setting([], { above: 5, below: 10 })),
    put('unknown field', { ...setting([]), [MARKER]: true }),
    put('recipient with an unknown field', setting([recipient({ cc: `a@${MARKER}.org` })])),
    put('no alert', { recipients: [] }),
    put('broken JSON', '{"recipients":'),
    call('mail reports', 'as text/plain', 'PUT', MAIL, 'refuse', JSON.stringify(setting([])), {
      ...asOwner,
      'content-type': 'text/plain',
    }),
    anonymous('mail reports', 'without a key', 'PUT', MAIL, AUTH_REFUSED, setting([])),
  ];
}
