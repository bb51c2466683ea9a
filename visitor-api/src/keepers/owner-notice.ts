import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from '@pawapuri/shared/seo';

/**
 * Tells every enabled owner, by email when mail is configured (SMTP_HOST),
 * about a change only owners may make: a new owner, a new payee. A mail that
 * fails is logged, never undoes the change: the keeper pages' banner and the
 * audit log say the same.
 */
export async function tellOwners(
  fastify: FastifyInstance,
  subject: string,
  lines: readonly string[],
): Promise<number> {
  const send = fastify.keeperMail;
  if (!send) return 0;
  const owners = (await fastify.keepers.store.listAccounts()).filter(
    (a) => a.role === 'owner' && a.disabled_at === null,
  );
  const text = `${lines.join('\n\n')}\n`;
  const html = lines.map((line) => `<p>${escapeMarkup(line)}</p>`).join('');
  let sent = 0;
  for (const owner of owners) {
    try {
      await send(owner.email, { subject, text, html });
      sent += 1;
    } catch (error) {
      fastify.log.error({ err: error }, 'an owner notice could not be sent');
    }
  }
  return sent;
}
