import { SettingError } from '@pawapuri/shared/settings';

/** How the API reaches its mail server (SMTP_* settings). */
export interface MailSettings {
  host: string;
  port: number;
  security: 'starttls' | 'tls' | 'none';
  /** Null: the server takes mail without signing in. */
  auth: { user: string; pass: string } | null;
  from: string;
}

interface SmtpSettings {
  SMTP_HOST?: string;
  SMTP_PORT: number;
  SMTP_SECURITY: MailSettings['security'];
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  SMTP_FROM?: string;
}

/** The mail server, or null when SMTP_HOST is unset (no email is sent). */
export function mailSettings(settings: SmtpSettings): MailSettings | null {
  if (settings.SMTP_HOST === undefined) return null;
  if (settings.SMTP_FROM === undefined) {
    throw new SettingError('SMTP_FROM', 'must be set when SMTP_HOST is (the emails need a sender)');
  }
  if ((settings.SMTP_USER === undefined) !== (settings.SMTP_PASSWORD === undefined)) {
    throw new SettingError(
      'SMTP_PASSWORD',
      'SMTP_USER and SMTP_PASSWORD are set together or not at all',
    );
  }
  return {
    host: settings.SMTP_HOST,
    port: settings.SMTP_PORT,
    security: settings.SMTP_SECURITY,
    auth:
      settings.SMTP_USER !== undefined && settings.SMTP_PASSWORD !== undefined
        ? { user: settings.SMTP_USER, pass: settings.SMTP_PASSWORD }
        : null,
    from: settings.SMTP_FROM,
  };
}
