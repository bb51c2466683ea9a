import nodemailer from 'nodemailer';
import type { MailSettings } from '../common/settings/mail-settings';
import type { EmailContent } from './report-email';

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends one email to one address. */
export type SendMail = (
  to: string,
  content: EmailContent,
  attachments?: readonly Attachment[],
) => Promise<void>;

/** A sender through the configured SMTP server; `close` ends its connections. */
export function smtpSender(settings: MailSettings): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    // starttls: the upgrade is required, so a server that drops it is refused, not used in clear.
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(settings.auth ? { auth: settings.auth } : {}),
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(to, { subject, text, html }, attachments = []) {
      await transport.sendMail({
        from: settings.from,
        to,
        subject,
        text,
        html,
        attachments: attachments.map((a) => ({ ...a })),
      });
    },
    close: () => transport.close(),
  };
}
