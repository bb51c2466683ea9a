import type { HostileCase } from './hostile-cases';
import { AUTH_REFUSED, MARKER, ownerCalls } from './hostile-request';

const KEEPERS = '/api/keepers';

/**
 * The waiting payee change: every keeper reads the notices; approving and
 * cancelling are an owner's, signed in with their own session, so the owner
 * key these cases act with is refused every time, whatever it sends, and a
 * malformed id or body is refused before anything is looked up.
 */
export function payeeChangeCases(adminToken: string): HostileCase[] {
  const { call, anonymous } = ownerCalls(adminToken);
  const change = (name: string, path: string, body: unknown) =>
    call('keeper payee changes', name, 'POST', `${KEEPERS}/payee-changes${path}`, 'refuse', body);
  const password = { password: 'whatever it may be' };
  return [
    call('keeper payee changes', 'notices (valid)', 'GET', `${KEEPERS}/notices`, 'accept'),
    anonymous(
      'keeper payee changes',
      'notices without a key',
      'GET',
      `${KEEPERS}/notices`,
      AUTH_REFUSED,
    ),
    change('approve by the owner key', '/1/approve', password),
    change('cancel by the owner key', '/1/cancel', {}),
    change('approve, id abc', '/abc/approve', password),
    change('approve, id 0', '/0/approve', password),
    change('approve, id -1', '/-1/approve', password),
    change('approve, id of 30 digits', `/${'9'.repeat(30)}/approve`, password),
    change('approve without the password', '/1/approve', {}),
    change('approve, password of 8 KB', '/1/approve', { password: MARKER.repeat(2_000) }),
    change('approve, password with NUL', '/1/approve', { password: 'a\u0000b' }),
    change('approve, unknown field', '/1/approve', { ...password, force: true }),
    change('approve, body a string', '/1/approve', `"${MARKER}"`),
    change('cancel with a field', '/1/cancel', { reason: MARKER }),
    change('cancel, raw ../', '/../accounts/1/cancel', {}),
    anonymous(
      'keeper payee changes',
      'cancel without a key',
      'POST',
      `${KEEPERS}/payee-changes/1/cancel`,
      AUTH_REFUSED,
      {},
    ),
  ];
}
