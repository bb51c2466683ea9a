import fp from 'fastify-plugin';
import { SettingError } from '@pawapuri/shared/settings';
import { LocationLookup } from './location-lookup';
import { UNKNOWN_PLACE } from './place';
import type { FastifyInstance } from 'fastify';

/** How often the database files are checked for a replacement (one stat each). */
export const LOCATION_CHECK_INTERVAL_MS = 60_000;

const NO_LOCATION: FastifyInstance['location'] = {
  locate: () => UNKNOWN_PLACE,
  refresh: async () => 'unchanged',
};

/**
 * Places visits by their client address with the IP-location database named by
 * GEOIP_DATABASE (read into memory at start, so a lookup never waits on disk),
 * and reloads it when its files are replaced. A database that cannot be opened
 * at start stops the API with an error naming the setting. With the setting
 * `off` every address is unknown.
 */
export default fp(async (fastify) => {
  const files = fastify.config.geoipDatabase;
  if (files === null) {
    fastify.decorate('location', NO_LOCATION);
    return;
  }
  let lookup: LocationLookup;
  try {
    lookup = await LocationLookup.open(files, fastify.log);
  } catch (error) {
    throw new SettingError('GEOIP_DATABASE', (error as Error).message);
  }
  fastify.decorate('location', lookup);
  fastify.log.info({ files }, 'location database ready');
  const timer = setInterval(() => void lookup.refresh(), LOCATION_CHECK_INTERVAL_MS);
  timer.unref();
  fastify.addHook('onClose', async () => clearInterval(timer));
});
