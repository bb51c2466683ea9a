import type { FastifyInstance, InjectOptions } from 'fastify';
import type { KeeperRole } from '@pawapuri/shared/contract/types';
import { inviteKeeper } from '../src/keepers/invite';
import { secretDigest } from '../src/keepers/secret-token';

/** The keeper origin the tests act from (the combined site, as `npm start` serves it). */
export const SITE = 'http://localhost:3000';
export const PASSWORD = 'correct horse battery staple';

/** An account with a password, made through its one-time link as a keeper would. */
export async function addKeeper(
  app: FastifyInstance,
  email: string,
  role: KeeperRole,
  password = PASSWORD,
): Promise<{ id: number; link: string }> {
  const invited = await inviteKeeper(app.keepers.store, { email, role }, app.clock(), SITE);
  const token = invited.link.split('#token=')[1];
  const response = await app.inject({
    method: 'POST',
    url: '/api/keepers/set-password',
    headers: { origin: SITE },
    payload: { token, password },
  });
  if (response.statusCode !== 200) throw new Error(`set-password: ${response.body}`);
  return { id: invited.account.id, link: invited.link };
}

/** The `name=value` of the session cookie a response set. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('no Set-Cookie');
  return header.split(';')[0] as string;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/keepers/sign-in',
    payload: { email, password },
    ...extra,
    headers: { origin: SITE, ...(extra.headers ?? {}) },
  });
}

/** Signs in and answers the headers a browser on the keeper page would then send. */
export async function keeperHeaders(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
): Promise<Record<string, string>> {
  const response = await signIn(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in: ${response.body}`);
  return { cookie: sessionCookie(response.headers['set-cookie']), origin: SITE };
}

/**
 * An API key with this secret, made by a keeper account (an owner without a
 * password, as the command line's `api-key` makes it): scripts in tests act with it.
 */
export async function addApiKey(
  app: FastifyInstance,
  secret: string,
  role: KeeperRole = 'owner',
): Promise<string> {
  const { store } = app.keepers;
  const email = 'script-keys@example.in';
  const maker =
    (await store.findAccount({ email })) ??
    (await store.insertAccount({
      email,
      displayName: 'Script keys',
      role: 'owner',
      createdAt: app.clock(),
    }));
  if (!maker) throw new Error('the key maker could not be added');
  await store.insertApiKey({
    name: `test ${role}`,
    role,
    keyHash: secretDigest(secret),
    createdBy: maker.id,
    createdAt: app.clock(),
  });
  return secret;
}
