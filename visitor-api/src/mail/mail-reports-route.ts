import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MailReports, MailReportsBody } from '@pawapuri/shared/contract';
import { errorResponses } from '../common/http/error-schemas';
import { HttpError } from '../common/http/http-error';
import { requirePermission } from '../keepers/access';
import { audit } from '../keepers/audit';

/** The sent reports and alerts listed with the setting. */
const SENT_LISTED = 10;

/**
 * Owners set who receives the weekly and monthly reports and the hourly
 * alerts (each address with its language) and the alert's thresholds.
 */
const mailReports: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, mailReports: mail } = fastify;
  const owner = requirePermission('mail.manage');
  const limit = { rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' } };
  const errors = errorResponses(400, 401, 403, 413, 415, 429, 500);

  const answer = async () => ({
    ...(await mail.store.read()),
    smtpConfigured: config.mail !== null,
    sent: (await mail.store.recentlySent(SENT_LISTED)).map((row) => ({
      kind: row.kind,
      period: row.period,
      sentAt: new Date(row.sentAt).toISOString(),
    })),
  });

  fastify.get(
    '/mail-reports',
    { schema: { response: { 200: MailReports, ...errors } }, config: limit, preHandler: owner },
    answer,
  );

  fastify.put(
    '/mail-reports',
    {
      schema: { body: MailReportsBody, response: { 200: MailReports, ...errors } },
      config: limit,
      preHandler: owner,
    },
    async (request) => {
      const { recipients, alert } = request.body;
      // Addresses compare without case: the same person listed twice would get two of each.
      const seen = new Set<string>();
      const listed = recipients.map((recipient, index) => {
        const email = recipient.email.toLowerCase();
        if (seen.has(email)) {
          throw new HttpError(400, `body/recipients/${index}/email is listed twice`, 'recipients');
        }
        seen.add(email);
        return { ...recipient, email };
      });
      if (alert.above !== null && alert.below !== null && alert.below > alert.above) {
        throw new HttpError(400, 'body/alert/below must not be above body/alert/above', 'alert');
      }
      await mail.store.write({ recipients: listed, alert });
      await audit(request, 'mail-reports-changed', {
        recipients: listed.length,
        above: alert.above ?? 'off',
        below: alert.below ?? 'off',
      });
      return answer();
    },
  );
};

export default mailReports;
