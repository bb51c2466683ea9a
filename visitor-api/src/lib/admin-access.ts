import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Hashing first gives equal-length inputs, so the comparison time says nothing about the token. */
export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Search and export expose IP addresses. With ADMIN_TOKEN set they need
 * `Authorization: Bearer <token>`; without it only a client on this machine
 * may call them (both the socket peer and, behind a trusted proxy, the
 * forwarded client must be loopback).
 */
export function checkAdmin(request: FastifyRequest, adminToken: string | null): void {
  if (adminToken !== null) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1] || !tokenMatches(match[1], adminToken)) {
      throw new HttpError(
        401,
        'A valid admin token is required (Authorization: Bearer <token>)',
        'authorization',
      );
    }
    return;
  }
  if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
    throw new HttpError(
      403,
      'Admin calls are only answered on this machine until ADMIN_TOKEN is set',
    );
  }
}
