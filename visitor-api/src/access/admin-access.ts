import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { HttpError } from '../http/http-error';
import { durationText, retryText } from '../http/duration-text';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Hashing first gives equal-length inputs, so the comparison time says nothing about the token. */
export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: parsed, never compared as text. */
export function isLoopback(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/** Headers a proxy adds: a request that carries one was relayed, whatever its socket says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via'];

function checkLocal(request: FastifyRequest): void {
  const relayed = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  if (!isLoopback(request.socket.remoteAddress) || relayed) {
    throw new HttpError(
      403,
      'Admin calls are only answered on this machine, directly (not through a proxy), until ADMIN_TOKEN is set',
    );
  }
}

async function checkToken(request: FastifyRequest, adminToken: string): Promise<void> {
  const failures = request.server.adminFailures;
  // A client past its failed attempts is refused before its token is looked at,
  // so guessing on cannot tell a right token from a wrong one.
  const seen = await failures(request, { increment: false });
  if (!seen.isAllowed && seen.remaining === 0 && seen.ttl > 0) {
    throw lockedOut(seen.max, seen.timeWindow, seen.ttl);
  }
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] && tokenMatches(match[1], adminToken)) return;
  const counted = await failures(request);
  if (!counted.isAllowed && counted.isExceeded) {
    throw lockedOut(counted.max, counted.timeWindow, counted.ttl);
  }
  throw new HttpError(
    401,
    'A valid admin token is required (Authorization: Bearer <token>)',
    'authorization',
  );
}

function lockedOut(max: number, windowMs: number, retryMs: number): HttpError {
  return new HttpError(
    429,
    `Too many failed admin authentications from this address: ${max} per ` +
      `${durationText(windowMs)}; retry in ${retryText(retryMs)}`,
    'authorization',
  );
}

/**
 * Search and export expose IP addresses. With ADMIN_TOKEN set they need
 * `Authorization: Bearer <token>`, and a client's failed attempts have their
 * own limit. Without it only a loopback socket peer may call them, and only
 * directly: a proxy on this machine would make every visitor look local, so
 * relayed requests are refused (and a trusted proxy requires the token).
 */
export async function checkAdmin(
  request: FastifyRequest,
  adminToken: string | null,
): Promise<void> {
  if (adminToken === null) checkLocal(request);
  else await checkToken(request, adminToken);
}
