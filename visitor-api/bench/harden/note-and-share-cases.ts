import type { HostileCase } from './hostile-cases';
import { AUTH_REFUSED, JSON_TYPE, KEEPER_ORIGIN, MARKER, ownerCalls } from './hostile-request';

const NOTES = '/api/visitors/annotations';
const LINKS = '/api/keepers/share-links';
const SHARED = '/api/shared';
/** A token of the right form that no link has. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

/**
 * The chart's annotations (read by anyone, written by keepers through the
 * bootstrap key) and the share links (created by owners, read with a
 * token): bad days and texts, control characters, forged tokens and grants,
 * and a share token offered to routes it does not open.
 */
export function noteAndShareCases(adminToken: string): HostileCase[] {
  const { call, anonymous } = ownerCalls(adminToken);
  const note = (name: string, body: unknown, expect: HostileCase['expect'] = 'refuse') =>
    call('annotations', name, 'POST', NOTES, expect, body);
  const link = (name: string, body: unknown, expect: HostileCase['expect'] = 'refuse') =>
    call('share links', name, 'POST', LINKS, expect, body);
  const revoke = (name: string, id: string, body: unknown, expect: HostileCase['expect']) =>
    call('share links', name, 'POST', `${LINKS}/${id}/revoke`, expect, body);
  const aNote = { day: '2026-11-01', text: MARKER };
  const shared = (
    name: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    expect: HostileCase['expect'] = 'refuse',
    body?: unknown,
  ) =>
    call('shared dashboard', name, method, path, expect, body, {
      'content-type': JSON_TYPE,
      ...headers,
    });
  const token = { 'x-share-token': UNKNOWN_TOKEN };
  return [
    note('valid note', { day: '2026-11-01', text: 'Message sent to the groups' }, 'accept'),
    note('day that does not exist', { day: '2026-02-30', text: MARKER }),
    note('day as a number', { day: 20261101, text: MARKER }),
    note('text with NUL', { day: '2026-11-01', text: `ev\u0000il` }),
    note('text with C0 controls', { day: '2026-11-01', text: `${MARKER}\u001b[31m\u0007` }),
    note('text of 10 KB', { day: '2026-11-01', text: MARKER.repeat(2_500) }),
    note('extra field', { day: '2026-11-01', text: MARKER, author: 'owner' }),
    anonymous('annotations', 'note without a key', 'POST', NOTES, AUTH_REFUSED, aNote),
    anonymous('annotations', 'change without a key', 'PUT', `${NOTES}/1`, AUTH_REFUSED, aNote),
    // No body, so no content type: the refusal is the missing key's.
    call('annotations', 'remove without a key', 'DELETE', `${NOTES}/1`, AUTH_REFUSED, undefined, {
      origin: KEEPER_ORIGIN,
    }),
    call('annotations', 'change of an id never given', 'PUT', `${NOTES}/999999`, 'refuse', aNote),
    call('annotations', 'change with an unknown field', 'PUT', `${NOTES}/1`, 'refuse', {
      ...aNote,
      [MARKER]: true,
    }),
    call('annotations', 'remove of an id never given', 'DELETE', `${NOTES}/999999`, 'refuse'),
    call(
      'annotations',
      'remove of an id of 10 KB',
      'DELETE',
      `${NOTES}/${'9'.repeat(10_000)}`,
      'refuse',
    ),
    call('annotations', 'change of id 0', 'PUT', `${NOTES}/0`, 'refuse', {
      day: '2026-11-01',
      text: MARKER,
    }),
    call('annotations', 'remove of a path id', 'DELETE', `${NOTES}/..%2F1`, 'refuse'),
    call(
      'annotations',
      'read of a reversed range',
      'GET',
      `${NOTES}?from=2026-12-01&to=2026-11-01`,
      'refuse',
    ),
    call(
      'annotations',
      'read of 200 years',
      'GET',
      `${NOTES}?from=1900-01-01&to=2100-01-01`,
      'refuse',
    ),
    call(
      'annotations',
      'read with an injected day',
      'GET',
      `${NOTES}?from=2026-11-01'--&to=2026-11-02`,
      'refuse',
    ),
    call(
      'annotations',
      'read of a month',
      'GET',
      `${NOTES}?from=2026-11-01&to=2026-11-30`,
      'accept',
    ),
    link('label with NUL', { label: `ev\u0000il` }),
    link('label of 10 KB', { label: MARKER.repeat(2_500) }),
    link('password of 10 KB', { label: MARKER, password: MARKER.repeat(2_500) }),
    link('expiry in the past', { label: MARKER, expiresAt: '2000-01-01T00:00:00.000Z' }),
    link('unknown filter', { label: MARKER, filters: { ipAddress: '1.2.3.4' } }),
    link('filter as an object', { label: MARKER, filters: { device: { $ne: null } } }),
    anonymous('share links', 'link without a key', 'POST', LINKS, AUTH_REFUSED, { label: MARKER }),
    call('share links', 'list (valid)', 'GET', LINKS, 'accept'),
    anonymous('share links', 'list without a key', 'GET', LINKS, AUTH_REFUSED),
    revoke('revoke of an id never given', '999999', {}, 'refuse'),
    revoke('revoke of an id that is no number', '1%20or%201=1', {}, 'refuse'),
    revoke('revoke with a body field', '1', { [MARKER]: true }, 'refuse'),
    anonymous('share links', 'revoke without a key', 'POST', `${LINKS}/1/revoke`, AUTH_REFUSED, {}),
    shared('link without a token', 'GET', `${SHARED}/link`, {}),
    shared('link with an unknown token', 'GET', `${SHARED}/link`, token),
    shared('link with a token with NUL', 'GET', `${SHARED}/link`, {
      'x-share-token': `${UNKNOWN_TOKEN.slice(1)}%00`,
    }),
    shared('annotations without a token', 'GET', `${SHARED}/annotations`, {}),
    shared('annotations with an unknown token', 'GET', `${SHARED}/annotations`, token),
    shared('dashboard without a token', 'GET', `${SHARED}/dashboard`, {}),
    shared('dashboard with an unknown token', 'GET', `${SHARED}/dashboard`, token),
    shared('dashboard with a token of 10 KB', 'GET', `${SHARED}/dashboard`, {
      'x-share-token': MARKER.repeat(2_500),
    }),
    shared('dashboard with a forged grant', 'GET', `${SHARED}/dashboard`, {
      ...token,
      'x-share-grant': `9999999999999.${'B'.repeat(43)}`,
    }),
    shared('unlock with a password of 10 KB', 'POST', `${SHARED}/unlock`, token, 'refuse', {
      password: MARKER.repeat(2_500),
    }),
    shared('unlock with NUL', 'POST', `${SHARED}/unlock`, token, 'refuse', { password: 'a\u0000' }),
    shared('search with a share token', 'POST', '/api/visitors/search', token, 'refuse', {}),
    shared('export with a share token', 'GET', '/api/visitors/export?format=csv', token),
    shared('keeper accounts with a share token', 'GET', '/api/keepers/accounts', token),
  ];
}
