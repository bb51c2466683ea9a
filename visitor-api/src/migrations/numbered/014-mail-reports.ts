import type { Kysely } from 'kysely';

/**
 * Report emails: who receives them (with the language each reads), the
 * owner's hourly visit thresholds, and one row per report or alert sent.
 * `mail_sent`'s key (kind, period) is the lock that makes several instances
 * send each report once: the instance whose insert lands sends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_recipients')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_alert_thresholds')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('above', 'bigint')
    .addColumn('below', 'bigint')
    .execute();
  await db.schema
    .createTable('mail_sent')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addPrimaryKeyConstraint('mail_sent_key', ['kind', 'period'])
    .execute();
  await db.schema.createIndex('mail_sent_at').on('mail_sent').column('sent_at').execute();
}
