import type { MailReportsBody } from '@pawapuri/shared/contract/types';
import type { Database } from '../common/db/database';

/** The one alert there is: visits in a local hour. */
const ALERT_NAME = 'visits-per-hour';

/** A claim older than this whose sender never finished (it died mid-send) may be taken over. */
export const STALE_CLAIM_MS = 15 * 60_000;

export type MailSetting = MailReportsBody;

export interface SentMail {
  kind: string;
  period: string;
  sentAt: number;
}

export interface MailStore {
  read(): Promise<MailSetting>;
  /** Replaces the recipients and thresholds in one transaction. */
  write(setting: MailSetting): Promise<void>;
  /**
   * Whether this instance may send (kind, period): true for exactly one
   * caller across every instance on the database, until `release`.
   */
  claim(kind: string, period: string, now: number): Promise<boolean>;
  /** The claimed mail went out: it is never sent again. */
  finish(kind: string, period: string, now: number): Promise<void>;
  /** The claimed mail could not be sent: a later check tries again. */
  release(kind: string, period: string): Promise<void>;
  recentlySent(limit: number): Promise<SentMail[]>;
  /** Visits stored in one local hour ('YYYY-MM-DDTHH'). */
  hourVisits(hour: string): Promise<number>;
}

export function createMailStore({ db }: Database): MailStore {
  return {
    async read() {
      const [recipients, thresholds] = await Promise.all([
        db
          .selectFrom('mail_recipients')
          .select(['email', 'language'])
          .orderBy('position')
          .execute(),
        db
          .selectFrom('mail_alert_thresholds')
          .select(['above', 'below'])
          .where('name', '=', ALERT_NAME)
          .executeTakeFirst(),
      ]);
      return {
        recipients: recipients.map((row) => ({
          email: row.email,
          language: row.language as MailSetting['recipients'][number]['language'],
        })),
        alert: { above: thresholds?.above ?? null, below: thresholds?.below ?? null },
      };
    },

    async write({ recipients, alert }) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('mail_recipients').execute();
        if (recipients.length > 0) {
          await trx
            .insertInto('mail_recipients')
            .values(recipients.map((r, position) => ({ ...r, position })))
            .execute();
        }
        await trx
          .insertInto('mail_alert_thresholds')
          .values({ name: ALERT_NAME, above: alert.above, below: alert.below })
          .onConflict((oc) =>
            oc.column('name').doUpdateSet({ above: alert.above, below: alert.below }),
          )
          .execute();
      });
    },

    async claim(kind, period, now) {
      const inserted = await db
        .insertInto('mail_sent')
        .values({ kind, period, state: 'sending', claimed_at: now, sent_at: null })
        .onConflict((oc) => oc.columns(['kind', 'period']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
      // Taken over only when its sender stopped long ago; one update wins.
      const taken = await db
        .updateTable('mail_sent')
        .set({ claimed_at: now })
        .where('kind', '=', kind)
        .where('period', '=', period)
        .where('state', '=', 'sending')
        .where('claimed_at', '<', now - STALE_CLAIM_MS)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) > 0;
    },

    async finish(kind, period, now) {
      await db
        .updateTable('mail_sent')
        .set({ state: 'sent', sent_at: now })
        .where('kind', '=', kind)
        .where('period', '=', period)
        .execute();
    },

    async release(kind, period) {
      await db
        .deleteFrom('mail_sent')
        .where('kind', '=', kind)
        .where('period', '=', period)
        .where('state', '=', 'sending')
        .execute();
    },

    async recentlySent(limit) {
      const rows = await db
        .selectFrom('mail_sent')
        .select(['kind', 'period', 'sent_at'])
        .where('state', '=', 'sent')
        .orderBy('sent_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ kind: row.kind, period: row.period, sentAt: row.sent_at ?? 0 }));
    },

    async hourVisits(hour) {
      const row = await db
        .selectFrom('hourly_counts')
        .select('visits')
        .where('hour', '=', hour)
        .executeTakeFirst();
      return Number(row?.visits ?? 0);
    },
  };
}
