import { isIP } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address: request.ip (the forwarded address when the peer is a
 * trusted proxy), but only if it is an IP address. proxy-addr passes any text
 * a proxy forwarded; anything else falls back to the socket peer, which the
 * operating system vouches for.
 */
export function clientAddress(request: FastifyRequest): string {
  const forwarded = request.ip;
  if (forwarded && isIP(forwarded) !== 0) return forwarded;
  return request.socket.remoteAddress ?? '';
}

/**
 * The key a client's requests are counted under: its IPv4 address (also when
 * written IPv4-mapped, ::ffff:a.b.c.d), or its IPv6 /64, the block a carrier
 * hands to one subscriber, so rotating addresses inside it changes nothing.
 */
export function rateLimitKey(request: FastifyRequest): string {
  return normalizeIP(clientAddress(request), 64);
}
