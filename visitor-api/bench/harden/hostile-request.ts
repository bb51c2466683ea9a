import type { Endpoint, HostileCase } from './hostile-cases';

/**
 * Marks every attacker-chosen text, so a check can find it if it was stored
 * (as a client address, say).
 */
export const MARKER = 'evil';

/** The keeper origin the API accepts by default (the combined site under `npm start`). */
export const KEEPER_ORIGIN = 'http://localhost:3000';
export const JSON_TYPE = 'application/json';
/** A failed authentication: 401, or 429 once the failed-attempt limit is reached. */
export const AUTH_REFUSED = [401, 429];

/** One hostile request to `endpoint`, its body sent as given (a string) or as JSON. */
export function hostileCall(
  endpoint: Endpoint,
  name: string,
  method: string,
  path: string,
  expect: HostileCase['expect'],
  body: unknown,
  headers: Record<string, string>,
): HostileCase {
  return {
    endpoint,
    name,
    expect,
    request: {
      method,
      path,
      headers,
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    },
  };
}

/**
 * Hostile requests as the owner signed in by API key: its JSON headers, and a
 * builder of calls that sends them unless told other headers.
 */
export function ownerCalls(adminToken: string) {
  const asOwner: Record<string, string> = {
    'content-type': JSON_TYPE,
    origin: KEEPER_ORIGIN,
    authorization: `Bearer ${adminToken}`,
  };
  const call = (
    endpoint: Endpoint,
    name: string,
    method: string,
    path: string,
    expect: HostileCase['expect'],
    body?: unknown,
    headers: Record<string, string> = asOwner,
  ) => hostileCall(endpoint, name, method, path, expect, body, headers);
  return { asOwner, call };
}
