import { requestBytes } from '../raw-request.mjs';

/**
 * One hostile case: the bytes to send and what a hardened server answers.
 * expect: 'refuse' (4xx, or the connection closed unanswered), 'accept'
 * (2xx or 3xx), 'either' (anything but 5xx), 'waits' (a 4xx, closed, or
 * still waiting for the rest of an incomplete request when the client gives up).
 * `check` may name a further problem with the answer (an unsafe redirect).
 */
export function hostileCase(group, name, bytes, expect, extra = {}) {
  return { group, name, bytes, expect, ...extra };
}

/** A well-formed GET with the given headers (Host first unless given), closing after the answer. */
export function get(context, target, headers = [], method = 'GET', body = '') {
  const named = new Set(headers.map(([header]) => header.toLowerCase()));
  const host = named.has('host') ? [] : [['Host', context.host]];
  return requestBytes(method, target, [...host, ...headers, ['Connection', 'close']], body);
}

/** An answer that sends the browser to another host: a Location or a link starting with `//` or `\`. */
export function unsafeRedirect(answer) {
  const location = /\r\nlocation:\s*([^\r\n]*)/i.exec(answer.head)?.[1] ?? '';
  if (/^(\/\/|\/\\|\\|https?:)/i.test(location) && !location.startsWith('http://127.0.0.1')) {
    return `redirects to ${location.slice(0, 60)}`;
  }
  if (/href="(\/\/|\/\\)/.test(answer.body)) return 'a link starting with //';
  return undefined;
}

/** A check that the answer is not the private file the request aimed at (found by a string of its own). */
export function notServed(marker) {
  return (answer) =>
    answer.status >= 200 && answer.status < 300 && answer.body.includes(marker)
      ? `served the private file (${marker})`
      : undefined;
}
