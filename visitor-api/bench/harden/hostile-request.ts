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

/** A builder of hostile calls that sends `defaults` as headers unless told others. */
export function callsWith(defaults: Record<string, string>) {
  return (
    endpoint: Endpoint,
    name: string,
    method: string,
    path: string,
    expect: HostileCase['expect'],
    body?: unknown,
    headers: Record<string, string> = defaults,
  ) => hostileCall(endpoint, name, method, path, expect, body, headers);
}

/**
 * Hostile requests as the owner signed in by API key: the JSON headers of a
 * keeper page with no credentials (`json`), the same with the owner's key
 * (`asOwner`), and a builder of calls that sends `asOwner` unless told other
 * headers (`call`) or `json` (`anonymous`).
 */
export function ownerCalls(adminToken: string) {
  const json: Record<string, string> = { 'content-type': JSON_TYPE, origin: KEEPER_ORIGIN };
  const asOwner: Record<string, string> = { ...json, authorization: `Bearer ${adminToken}` };
  return { json, asOwner, call: callsWith(asOwner), anonymous: callsWith(json) };
}
