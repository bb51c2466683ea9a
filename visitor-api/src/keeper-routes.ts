import type { FastifyPluginAsync } from 'fastify';
import status from './keepers/routes/status';
import signIn from './keepers/routes/sign-in';
import session from './keepers/routes/session';
import passwords from './keepers/routes/passwords';
import accounts from './keepers/routes/accounts';
import apiKeys from './keepers/routes/api-keys';
import audit from './keepers/routes/audit';
import mailReports from './mail/mail-reports-route';
import shareLinks from './share-links/share-links-route';
import payeeChanges from './content/routes/payee-changes';
import myData from './privacy/my-data-route';
import rights from './privacy/rights-route';
import { barrierReportList } from './accessibility/barrier-routes';

/** Every /api/keepers route (the list is in shared/src/api/keeper-api.ts and the README). */
const keepers: FastifyPluginAsync = async (fastify) => {
  await fastify.register(status);
  await fastify.register(signIn);
  await fastify.register(session);
  await fastify.register(myData);
  await fastify.register(rights);
  await fastify.register(barrierReportList);
  await fastify.register(passwords);
  await fastify.register(accounts);
  await fastify.register(apiKeys);
  await fastify.register(audit);
  await fastify.register(mailReports);
  await fastify.register(shareLinks);
  await fastify.register(payeeChanges);
};

export default keepers;
