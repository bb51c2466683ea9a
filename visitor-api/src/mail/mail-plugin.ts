import fp from 'fastify-plugin';
import { createMailStore, type MailStore } from './mail-store';
import { mailSchedule } from './mail-schedule';
import { smtpSender } from './mail-sender';
import { drawMonthReport } from '../reports/draw-month-report';
import type { ReadDashboard } from '../reports/read-dashboard';

/** How often an instance checks whether a report or an alert is due. */
export const MAIL_CHECK_MS = 60_000;

export interface MailReports {
  store: MailStore;
  /** Sends what is due now (tests call it after moving their clock). */
  check: () => Promise<void>;
}

/**
 * The report emails and alerts: the owner's setting on the database, and,
 * when SMTP_HOST is set, a check at start and every minute. The schedule
 * lives in the database (what was sent), so it survives restarts and every
 * instance may check: one of them sends each email.
 */
export default fp(async (fastify) => {
  const store = createMailStore(fastify.visits.database);
  const settings = fastify.config.mail;
  if (!settings) {
    fastify.decorate('mailReports', { store, check: async () => {} });
    fastify.decorate('keeperMail', null);
    return;
  }
  const sender = smtpSender(settings);
  fastify.decorate('keeperMail', sender.send);
  const readDashboard: ReadDashboard = (query, { breakdownRows }) =>
    fastify.visits.dashboard(query, { now: fastify.clock(), breakdownRows });
  const { check, idle } = mailSchedule({
    store,
    send: sender.send,
    readDashboard,
    monthPdf: (month, now) =>
      drawMonthReport(readDashboard, month, now, fastify.config.siteTimezone),
    clock: fastify.clock,
    timeZone: fastify.config.siteTimezone,
    log: fastify.log,
  });
  fastify.decorate('mailReports', { store, check } satisfies MailReports);
  const timer = setInterval(() => void check(), MAIL_CHECK_MS);
  timer.unref();
  fastify.addHook('onReady', async () => void check());
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await idle();
    sender.close();
  });
});
