import { useCallback, useState } from 'react';
import { useRequest, type KeeperApi, type MailReports } from '@pawapuri/shared';
import { MailReportsForm } from './mail-reports-form';
import styles from '../../../keeper/keeper.module.css';
import { ListPending } from '../../../keeper/list-pending';

const when = (at: string) => new Date(at).toLocaleString('en-IN');

/** Owners: who gets the weekly and monthly report emails and the hourly visit alerts. */
export function MailReportsPanel({ api }: { api: KeeperApi }) {
  const fetcher = useCallback((signal: AbortSignal) => api.mailReports(signal), [api]);
  const loaded = useRequest(fetcher, { onError: (error) => console.error('Report emails', error) });
  // What the last save answered; it replaces the loaded setting until the next load.
  const [saved, setSaved] = useState<MailReports | null>(null);
  const setting = saved ?? loaded.data;

  return (
    <section className={styles.section} aria-labelledby="mail-reports-heading">
      <h2 id="mail-reports-heading">Report emails and alerts</h2>
      {setting === null ? (
        <ListPending
          what="the report-email setting"
          failed={loaded.latestFailed}
          onRetry={loaded.reload}
        />
      ) : (
        <>
          {setting.smtpConfigured ? null : (
            <p className={styles.hint}>
              Sending email is not set up on the server yet (SMTP_HOST): the setting is kept and
              nothing is sent until it is.
            </p>
          )}
          <MailReportsForm api={api} saved={setting} onSaved={setSaved} />
          {setting.sent.length > 0 ? (
            <>
              <h3>Sent recently</h3>
              <ul>
                {setting.sent.map((sent) => (
                  <li key={`${sent.kind} ${sent.period} ${sent.sentAt}`}>
                    {sent.kind} {sent.period}, {when(sent.sentAt)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
