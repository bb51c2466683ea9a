import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { VisitRepository } from '../db/visit-repository';
import type { Clock } from '../time/clock';
import type { DropCounters } from '../plugins/app/drop-counters';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    visits: VisitRepository;
    dropped: DropCounters;
    /** The shared Redis client when REDIS_URL is set. */
    redis: Redis | null;
    /** Counts a client's failed admin authentications (rate-limit.ts). */
    adminFailures: ReturnType<FastifyInstance['createRateLimit']>;
  }
}
