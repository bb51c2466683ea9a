import type { SendMail } from '../mail/mail-sender';
import type { Redis } from 'ioredis';
import type { Config } from '../common/settings/config';
import type { VisitRepository } from '../visit-store/visit-repository';
import type { EventStore } from '../events/event-store';
import type { Clock } from '../common/time/clock';
import type { DropCounters } from '../visits/drop-counters';
import type { LocationLookup } from '../location/location-lookup';
import type { Keepers } from '../keepers/keepers';
import type { Actor } from '../keepers/actor';
import type { SiteContentService } from '../content/content-plugin';
import type { MailReports } from '../mail/mail-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    visits: VisitRepository;
    /** Events: what visitors did on a page (events/event-store-plugin.ts). */
    events: EventStore;
    dropped: DropCounters;
    /** Places a client address (GEOIP_DATABASE); every address is unknown when it is off. */
    location: Pick<LocationLookup, 'locate' | 'refresh'>;
    /** The shared Redis client when REDIS_URL is set. */
    redis: Redis | null;
    /** Keeper accounts, sessions and sign-in failures (keepers/keepers-plugin.ts). */
    keepers: Keepers;
    /** The site's content: its tables and the published copy in memory (content/content-plugin.ts). */
    content: SiteContentService;
    /** Counts a client's failed admin authentications (rate-limit.ts). */
    adminFailures: ReturnType<FastifyInstance['createRateLimit']>;
    /** Report emails and alerts: the owner's setting and the check of what is due (mail/mail-plugin.ts). */
    mailReports: MailReports;
    /** Sends one email to a keeper (owner notices, a reset link); null without SMTP_HOST. */
    keeperMail: SendMail | null;
  }

  interface FastifyRequest {
    /** The keeper making this call, once a keeper route's preHandler has checked them. */
    keeper: Actor | null;
  }
}
