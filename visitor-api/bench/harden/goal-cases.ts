import type { HostileCase } from './hostile-cases';
import { AUTH_REFUSED, KEEPER_ORIGIN, MARKER, ownerCalls } from './hostile-request';

const GOALS = '/api/visitors/goals';
const DASHBOARD = '/api/visitors/dashboard';

/**
 * The dashboard's goals: added and removed by owners and analysts only, a
 * goal of the contract's shape (a page or an event, a property with its
 * value); and the dashboard's goal filter, which takes a stored goal's id only.
 */
export function goalCases(adminToken: string): HostileCase[] {
  const owner = ownerCalls(adminToken);
  const add = (
    name: string,
    body: unknown,
    expect: HostileCase['expect'],
    headers = owner.asOwner,
  ) => owner.call('goals', name, 'POST', GOALS, expect, body, headers);
  const call = (name: string, method: string, path: string, expect: HostileCase['expect']) =>
    owner.call('goals', name, method, path, expect);
  const goal = (fields: Record<string, unknown>) => ({ name: `${MARKER} goal`, ...fields });
  return [
    call('GET (valid)', 'GET', GOALS, 'accept'),
    add('POST a page goal (valid)', goal({ page: '/hotels*' }), 'accept'),
    add(
      'POST an event goal with a property (valid)',
      goal({ event: 'call', property: 'listing', value: 'Jal Mandir' }),
      'accept',
    ),
    add('POST without a key', goal({ page: '/' }), [401], owner.json),
    add('POST with a wrong key', goal({ page: '/' }), AUTH_REFUSED, {
      ...owner.json,
      authorization: 'Bearer evil',
    }),
    // No body, so no content type: the refusal is the missing key's.
    owner.call('goals', 'DELETE without a key', 'DELETE', `${GOALS}/1`, [401], undefined, {
      origin: KEEPER_ORIGIN,
    }),
    add('POST both a page and an event', goal({ page: '/', event: 'call' }), 'refuse'),
    add('POST neither page nor event', goal({}), 'refuse'),
    add('POST a page that is a URL', goal({ page: 'https://evil.example/' }), 'refuse'),
    add('POST a page with NUL', goal({ page: '/ev\u0000il' }), 'refuse'),
    add('POST a page of 10 KB', goal({ page: `/${'evil'.repeat(2_500)}` }), 'refuse'),
    add('POST a name with C0 controls', { name: 'evil\u001b[31m\u0007', page: '/' }, 'refuse'),
    add('POST a name of 10 KB', { name: 'evil'.repeat(2_500), page: '/' }, 'refuse'),
    add('POST an event name of the wrong form', goal({ event: "' or 1=1 --" }), 'refuse'),
    add(
      'POST a property without its value',
      goal({ event: 'call', property: 'listing' }),
      'refuse',
    ),
    add(
      'POST a value as an object',
      goal({ event: 'call', property: 'listing', value: { $ne: null } }),
      'refuse',
    ),
    add('POST a __proto__ key', `{"name":"evil","page":"/","__proto__":{"admin":1}}`, 'refuse'),
    add('POST an unknown field', goal({ page: '/', evil: true }), 'refuse'),
    add('POST broken JSON', '{"name":', 'refuse'),
    call('DELETE an id never given', 'DELETE', `${GOALS}/999999`, 'refuse'),
    call('DELETE an id that is no number', 'DELETE', `${GOALS}/1%20or%201=1`, 'refuse'),
    call('DELETE ../', 'DELETE', `${GOALS}/..%2F..%2Fkeepers`, 'refuse'),
    call('DELETE an id of 10 KB', 'DELETE', `${GOALS}/${'9'.repeat(10_000)}`, 'refuse'),
    call(
      'dashboard by a goal never given',
      'GET',
      `${DASHBOARD}?period=12mo&goal=999999`,
      'refuse',
    ),
    call(
      'dashboard by a goal that is no number',
      'GET',
      `${DASHBOARD}?period=12mo&goal=evil`,
      'refuse',
    ),
    call('dashboard by two goals', 'GET', `${DASHBOARD}?period=12mo&goal=1&goal=2`, 'refuse'),
  ];
}
