import type { Config } from '../config';
import type { VisitRepository } from '../db/visit-repository';
import type { Clock } from '../lib/clock';
import type { DropCounters } from '../plugins/app/drop-counters';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    visits: VisitRepository;
    dropped: DropCounters;
  }
}
