import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { ROLE_PERMISSIONS } from '@pawapuri/shared/contract';
import type { KeeperPermission, KeeperRole } from '@pawapuri/shared/contract/types';
import { HttpError } from '../common/http/http-error';
import { durationText, retryText } from '../common/http/duration-text';
import { secretDigest } from './secret-token';
import { readSessionCookie } from './session-cookie';
import { checkKeeperOrigin } from './keeper-origin';
import { standIn, toKeeperAccount, type Actor } from './actor';

/** A session's last use is written at most this often (inactivity is counted in hours). */
const TOUCH_EVERY_MS = 60_000;

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: parsed, never compared as text. */
export function isLoopback(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/** Headers a proxy adds: a request that carries one was relayed, whatever its socket says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via'];

function lockedOut(max: number, windowMs: number, retryMs: number): HttpError {
  return new HttpError(
    429,
    `Too many failed authentications from this address: ${max} per ` +
      `${durationText(windowMs)}; retry in ${retryText(retryMs)}`,
    'authorization',
  );
}

/**
 * `Authorization: Bearer <key>`: an API key.
 * A client's failed keys have their own limit; past it, it is refused before
 * its key is looked at, so guessing on cannot tell a right key from a wrong one.
 */
async function bearer(request: FastifyRequest, header: string): Promise<Actor> {
  const { server } = request;
  const seen = await server.adminFailures(request, { increment: false });
  if (!seen.isAllowed && seen.remaining === 0 && seen.ttl > 0) {
    throw lockedOut(seen.max, seen.timeWindow, seen.ttl);
  }
  const secret = /^Bearer\s+(\S{1,512})\s*$/i.exec(header)?.[1];
  const key = secret ? await server.keepers.store.findApiKey(secretDigest(secret)) : null;
  if (key) {
    await server.keepers.store.updateApiKey(key.id, { lastUsedAt: server.clock() });
    return {
      account: standIn(`api-key:${key.id}`, key.name, key.role as KeeperRole),
      via: 'api-key',
      apiKeyId: key.id,
    };
  }
  const counted = await server.adminFailures(request);
  if (!counted.isAllowed && counted.isExceeded) {
    throw lockedOut(counted.max, counted.timeWindow, counted.ttl);
  }
  throw new HttpError(401, 'The key is not valid (revoked, or never issued)', 'authorization');
}

/** The keeper whose session cookie this is; null when there is none, or it has ended. */
async function session(request: FastifyRequest, id: string): Promise<Actor | null> {
  const { keepers, config, clock } = request.server;
  const idHash = secretDigest(id);
  const record = await keepers.sessions.read(idHash);
  if (!record) return null;
  const now = clock();
  if (now >= record.expiresAt || now - record.lastSeenAt >= config.keepers.sessionIdleMs) {
    await keepers.sessions.delete(idHash);
    return null;
  }
  const row = await keepers.store.findAccount({ id: record.accountId });
  if (!row || row.disabled_at !== null) {
    await keepers.sessions.delete(idHash);
    return null;
  }
  checkKeeperOrigin(request, config.keepers.origins);
  if (now - record.lastSeenAt >= TOUCH_EVERY_MS) {
    const touched = { ...record, lastSeenAt: now };
    await keepers.sessions.touch(idHash, touched, config.keepers.sessionIdleMs);
    return { account: toKeeperAccount(row), via: 'session', session: { idHash, record: touched } };
  }
  return { account: toKeeperAccount(row), via: 'session', session: { idHash, record } };
}

/** Who is calling: an API key, else a live session, else nobody (null). */
export async function identify(request: FastifyRequest): Promise<Actor | null> {
  const header = request.headers.authorization;
  if (header !== undefined) return bearer(request, header);
  const id = readSessionCookie(request, request.server.config.keepers);
  return id ? session(request, id) : null;
}

/**
 * The calling keeper when the request proves one (a live session from a
 * keeper page, a valid API key), else null: for public answers that show a
 * keeper more. Never throws: a wrong key or origin just sees the public answer.
 */
export async function keeperOrNull(request: FastifyRequest): Promise<Actor | null> {
  try {
    return await identify(request);
  } catch {
    return null;
  }
}

/** Host names that can only reach this machine (a DNS-rebinding page names its own host). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The request's Host without its port, when it names this machine. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (typeof host !== 'string') return false;
  const name = host.toLowerCase().replace(/:\d{1,5}$/, '');
  return LOOPBACK_HOSTS.has(name) || name.endsWith('.localhost') || isLoopback(name);
}

/**
 * A fresh install (no keeper account yet, no trusted proxy)
 * answers keeper calls made directly on this machine, as an owner, so the
 * API works before its first owner is created. A proxy on this machine would
 * make every visitor look local, so relayed requests are refused; a request
 * from a browser page must come from a keeper origin. The Host must name this
 * machine (a page on another name resolved to 127.0.0.1, DNS rebinding, is
 * refused) and a browser's cross-site request (Sec-Fetch-Site) is refused.
 */
async function localBootstrap(request: FastifyRequest): Promise<Actor | null> {
  const { config, keepers } = request.server;
  if (config.trustProxy.kind !== 'none') return null;
  if (await keepers.accountsExist()) return null;
  const relayed = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
  if (
    !isLoopback(request.socket.remoteAddress) ||
    relayed ||
    crossSite ||
    !isLoopbackHost(request.headers.host)
  ) {
    throw new HttpError(
      403,
      'No keeper account exists yet: keeper calls are only answered on this machine, directly ' +
        '(not through a proxy). Create the first owner: npm run keeper -w visitor-api -- add <email> --role owner',
    );
  }
  if (request.headers.origin !== undefined) checkKeeperOrigin(request, config.keepers.origins);
  return {
    account: standIn('local', 'This machine (no keeper account yet)', 'owner'),
    via: 'local',
  };
}

export function can(role: KeeperRole, permission: KeeperPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The calling keeper, or a 401 saying how to become one. */
export async function requireActor(request: FastifyRequest): Promise<Actor> {
  const actor = (await identify(request)) ?? (await localBootstrap(request));
  if (!actor) {
    throw new HttpError(
      401,
      'Sign in as a keeper (or send an API key: Authorization: Bearer <key>)',
      'authorization',
    );
  }
  request.keeper = actor;
  return actor;
}

/**
 * A preHandler for the owners' account and key pages: a keeper signed in with
 * their own session whose role allows `permission`. API keys never may.
 */
export function requireSessionPermission(permission: KeeperPermission) {
  const role = requirePermission(permission);
  return async (request: FastifyRequest): Promise<void> => {
    await role(request);
    if (request.keeper?.via !== 'session') {
      throw new HttpError(
        403,
        'Accounts and API keys are managed by an owner signed in with their own account, not by a key',
        'authorization',
      );
    }
  };
}

/** A preHandler: the caller must be a keeper whose role allows `permission` (else 401 or 403). */
export function requirePermission(permission: KeeperPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    const actor = await requireActor(request);
    if (!can(actor.account.role, permission)) {
      throw new HttpError(
        403,
        `The ${actor.account.role} role may not do this (${permission})`,
        'authorization',
      );
    }
  };
}
