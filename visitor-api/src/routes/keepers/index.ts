import type { FastifyPluginAsync } from 'fastify';
import status from './status';
import signIn from './sign-in';
import session from './session';
import passwords from './passwords';
import accounts from './accounts';
import apiKeys from './api-keys';
import audit from './audit';
import mailReports from './mail-reports';
import shareLinks from './share-links';
import payeeChanges from './payee-changes';

/** Every /api/keepers route (the list is in shared/src/api/keeper-api.ts and the README). */
const keepers: FastifyPluginAsync = async (fastify) => {
  await fastify.register(status);
  await fastify.register(signIn);
  await fastify.register(session);
  await fastify.register(passwords);
  await fastify.register(accounts);
  await fastify.register(apiKeys);
  await fastify.register(audit);
  await fastify.register(mailReports);
  await fastify.register(shareLinks);
  await fastify.register(payeeChanges);
};

export default keepers;
