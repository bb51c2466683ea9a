import type { FastifyBaseLogger } from 'fastify';
import type { MailStore, MailSetting } from './mail-store';
import type { ReadDashboard } from '../reports/read-dashboard';
import type { Clock } from '../common/time/clock';
import { localDay, localHour } from '../common/time/local-day';
import { EMAIL_LIST_ROWS } from './email-sections';
import { alertEmail, reportEmail, type EmailContent } from './report-email';
import type { Attachment, SendMail } from './mail-sender';
import { lastMonth, lastWeek, type ReportPeriod } from './report-periods';

const HOUR_MS = 3_600_000;

export interface MailScheduleOptions {
  store: MailStore;
  send: SendMail;
  readDashboard: ReadDashboard;
  /** The month's PDF (only the monthly email carries it). */
  monthPdf: (month: string, now: number) => Promise<Buffer>;
  clock: Clock;
  timeZone: string;
  log: FastifyBaseLogger;
}

/**
 * One check of what is due: the last complete week's and month's reports
 * and the hourly alerts, each sent by exactly one instance (the one whose
 * claim in `mail_sent` lands). A report not yet sent when the check runs
 * (the server was down when its week ended) goes out then, once; a report
 * older than the last complete period is not sent late.
 */
export function mailSchedule(options: MailScheduleOptions): {
  check: () => Promise<void>;
  /** Resolves once the check under way (if any) has ended. */
  idle: () => Promise<void>;
} {
  const { store, clock, timeZone, log } = options;

  type Language = MailSetting['recipients'][number]['language'];
  interface Prepared {
    content: (language: Language) => EmailContent;
    attachments?: readonly Attachment[];
  }

  /**
   * Claims (kind, period); only then reads and draws what the email needs
   * (a report another instance sends costs nothing here) and sends each
   * recipient theirs. Reaching none of them releases the claim for a later check.
   */
  async function deliver(
    kind: string,
    period: string,
    recipients: MailSetting['recipients'],
    prepare: () => Promise<Prepared>,
  ): Promise<void> {
    if (!(await store.claim(kind, period, clock()))) return;
    let delivered = 0;
    try {
      const { content, attachments } = await prepare();
      for (const { email, language } of recipients) {
        try {
          await options.send(email, content(language), attachments);
          delivered += 1;
        } catch (error) {
          log.error({ err: error, kind, period }, 'a report email could not be sent');
        }
      }
    } finally {
      if (delivered > 0) await store.finish(kind, period, clock());
      else await store.release(kind, period);
    }
  }

  async function sendReport(report: ReportPeriod, setting: MailSetting): Promise<void> {
    const read = (range: ReportPeriod['range'], rows: number) =>
      options.readDashboard({ period: 'custom', ...range }, { breakdownRows: rows });
    await deliver(report.kind, report.period, setting.recipients, async () => {
      const [view, previous, pdf] = await Promise.all([
        read(report.range, EMAIL_LIST_ROWS),
        read(report.previousRange, 1),
        report.kind === 'monthly' ? options.monthPdf(report.period, clock()) : null,
      ]);
      return {
        content: (language) => reportEmail({ report, view, previous, language }),
        attachments: pdf
          ? [
              {
                filename: `pawapuri-report-${report.period}.pdf`,
                content: pdf,
                contentType: 'application/pdf',
              },
            ]
          : [],
      };
    });
  }

  async function sendAlerts(setting: MailSetting, now: number): Promise<void> {
    const { above, below } = setting.alert;
    // The hour under way is checked for "above" (it can only grow); the last whole hour for both.
    const hours = [
      { hour: localHour(now, timeZone), sides: ['above'] as const },
      { hour: localHour(now - HOUR_MS, timeZone), sides: ['above', 'below'] as const },
    ];
    for (const { hour, sides } of hours) {
      if (above === null && below === null) return;
      const visits = await store.hourVisits(hour);
      for (const side of sides) {
        const threshold = side === 'above' ? above : below;
        if (threshold === null) continue;
        if (side === 'above' ? visits <= threshold : visits >= threshold) continue;
        await deliver(`alert-${side}`, hour, setting.recipients, async () => ({
          content: (language) => alertEmail({ side, hour, visits, threshold, language }),
        }));
      }
    }
  }

  async function check(): Promise<void> {
    const setting = await store.read();
    if (setting.recipients.length === 0) return;
    const now = clock();
    const today = localDay(now, timeZone);
    await sendAlerts(setting, now);
    for (const report of [lastWeek(today), lastMonth(today)]) {
      await sendReport(report, setting);
    }
  }

  // Checks run one after another in an instance: a timer's and a test's never overlap.
  let running: Promise<void> = Promise.resolve();
  return {
    check: () => {
      running = running.then(check).catch((error: unknown) => {
        log.error({ err: error }, 'the report email check failed');
      });
      return running;
    },
    idle: () => running,
  };
}
