import { randomUUID } from 'node:crypto';
import { BROWSER_UA } from '../api-process';
import type { HostileCase } from './hostile-cases';

const EVENTS = '/api/visitors/events';
const NAMES = '/api/visitors/event-names';
const JSON_TYPE = 'application/json';

const validEvent = (overrides: Record<string, unknown> = {}) => ({
  name: 'call',
  pageVisited: '/hotels',
  sessionId: '1732300000000-hardenevent',
  eventId: randomUUID(),
  properties: { listing: 'Jal Mandir Dharamshala' },
  ...overrides,
});

function eventCase(
  name: string,
  body: unknown,
  expect: HostileCase['expect'],
  headers: Record<string, string> = { 'content-type': JSON_TYPE },
): HostileCase {
  return {
    endpoint: 'events',
    name,
    expect,
    request: {
      method: 'POST',
      path: EVENTS,
      headers: { 'user-agent': BROWSER_UA, ...headers },
      body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    },
  };
}

/** POST /api/visitors/events: what visitors do on a page; a bad event is a 4xx, never stored half. */
function eventBodies(): HostileCase[] {
  const repeated = validEvent();
  const props = (properties: unknown) => validEvent({ properties });
  return [
    eventCase('valid event', validEvent(), 'accept'),
    eventCase('same key twice (first)', repeated, 'accept'),
    eventCase('same key twice (repeat)', repeated, 'accept'),
    eventCase('unknown name', validEvent({ name: 'evil' }), 'refuse'),
    eventCase('name with NUL', validEvent({ name: 'ca\u0000ll' }), 'refuse'),
    eventCase('name of 10 KB', validEvent({ name: 'evil'.repeat(2_500) }), 'refuse'),
    eventCase('name __proto__', validEvent({ name: '__proto__' }), 'refuse'),
    eventCase(
      'six properties',
      props({ a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' }),
      'refuse',
    ),
    eventCase('property name with spaces', props({ 'evil name': 'x' }), 'refuse'),
    eventCase('property with NUL', props({ listing: 'ev\u0000il' }), 'refuse'),
    eventCase('property with C0 controls', props({ listing: 'evil\u001b[31m\u0007' }), 'refuse'),
    eventCase('property of 10 KB', props({ listing: 'evil'.repeat(2_500) }), 'refuse'),
    eventCase('property as a number', props({ amount: 501 }), 'refuse'),
    eventCase('property as an object', props({ listing: { $ne: null } }), 'refuse'),
    eventCase('properties as an array', props(['evil']), 'refuse'),
    eventCase(
      '__proto__ property',
      `{"name":"call","pageVisited":"/","sessionId":"s","eventId":"${randomUUID()}","properties":{"__proto__":{"admin":1}}}`,
      'refuse',
    ),
    eventCase('no key', { ...validEvent(), eventId: undefined }, 'refuse'),
    eventCase('key of the wrong form', validEvent({ eventId: "' or 1=1 --" }), 'refuse'),
    eventCase('time a year ago', validEvent({ occurredAt: '2025-01-01T00:00:00.000Z' }), 'refuse'),
    eventCase(
      'time in year 9999',
      validEvent({ occurredAt: '9999-12-31T23:59:59.000Z' }),
      'refuse',
    ),
    eventCase('time that is no date', validEvent({ occurredAt: '2026-02-31T10:00:00Z' }), 'refuse'),
    eventCase('page that is a URL', validEvent({ pageVisited: 'https://evil.example/' }), 'refuse'),
    eventCase('unknown field', validEvent({ evil: true }), 'refuse'),
    eventCase('broken JSON', '{"name":', 'refuse'),
    eventCase('as text/plain (a cross-origin beacon)', JSON.stringify(validEvent()), 'refuse', {
      'content-type': 'text/plain',
    }),
    eventCase('a bot', validEvent(), 'either', {
      'content-type': JSON_TYPE,
      'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0.0.0',
    }),
    {
      endpoint: 'events',
      name: 'GET',
      expect: 'refuse',
      request: { method: 'GET', path: EVENTS },
    },
  ];
}

/** The event names keepers add: owners and analysts only, names of the contract's form. */
function eventNameCases(adminToken: string): HostileCase[] {
  const asOwner = { authorization: `Bearer ${adminToken}` };
  const names = (
    name: string,
    method: string,
    path: string,
    expect: HostileCase['expect'],
    headers: Record<string, string> = {},
  ): HostileCase => ({ endpoint: 'event names', name, expect, request: { method, path, headers } });
  return [
    names('GET (valid)', 'GET', NAMES, 'accept'),
    names('PUT without a key', 'PUT', `${NAMES}/festival-map`, [401]),
    names('PUT with a wrong key', 'PUT', `${NAMES}/festival-map`, [401, 429], {
      authorization: 'Bearer evil',
    }),
    names('PUT as owner (valid)', 'PUT', `${NAMES}/festival-map`, 'accept', asOwner),
    names('PUT a built-in name', 'PUT', `${NAMES}/call`, 'refuse', asOwner),
    names('PUT a name with NUL', 'PUT', `${NAMES}/ev%00il`, 'refuse', asOwner),
    names('PUT a name of 10 KB', 'PUT', `${NAMES}/${'evil'.repeat(2_500)}`, 'refuse', asOwner),
    names('PUT ../', 'PUT', `${NAMES}/..%2F..%2Fkeepers`, 'refuse', asOwner),
    names('DELETE a name never added', 'DELETE', `${NAMES}/evil`, 'refuse', asOwner),
    names('DELETE as owner (valid)', 'DELETE', `${NAMES}/festival-map`, 'accept', asOwner),
  ];
}

export function eventCases(adminToken: string): HostileCase[] {
  return [...eventBodies(), ...eventNameCases(adminToken)];
}
