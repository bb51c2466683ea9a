import { useCallback, useState, type FormEvent } from 'react';
import {
  keeperApi,
  useRequest,
  useTranslation,
  type KeeperApi,
  type PendingPayee,
} from '@pawapuri/shared';
import { NAMESPACE } from '../i18n/register';
import { indiaDateTime } from '../utils/india-time';
import { errorAt, formFailure, type FormFailure } from './form-failure';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import styles from './keeper.module.css';

const NOTICES_REFRESH_MS = 60_000;

const payeeText = (payee: PendingPayee['payee']) => `${payee.payeeName} (${payee.upiId})`;

/**
 * A waiting change of the donation details, to every keeper: the old and the
 * new payee, who asked and when pilgrims see it. An owner may cancel it; an
 * owner who may approve it (not the asker, an owner for over a week) does so
 * with their password; the others read why they may not.
 */
function PendingPayeeNotice({
  pending,
  api,
  onSettled,
}: {
  pending: PendingPayee;
  api: KeeperApi;
  onSettled: (id: number, message: string) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => indiaDateTime(iso, i18n.language);

  const act = async (call: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      onSettled(pending.id, message);
    } catch (error) {
      setFailure(formFailure(error, ['password']));
    } finally {
      setBusy(false);
    }
  };
  const approve = (event: FormEvent) => {
    event.preventDefault();
    void act(() => api.approvePayee(pending.id, { password }), t('content.pending.approved'));
  };

  return (
    <section aria-label={t('content.pending.region')} className={styles.banner}>
      <h2>{t('content.pending.heading')}</h2>
      <p>
        {t('content.pending.change', {
          askedBy: pending.askedBy,
          askedAt: when(pending.askedAt),
          to: payeeText(pending.payee),
          from: pending.previous ? payeeText(pending.previous) : t('content.pending.sample'),
        })}
      </p>
      <p>{t('content.pending.due', { due: when(pending.dueAt) })}</p>
      {pending.mayApprove ? (
        <form onSubmit={approve}>
          <PasswordField
            label={t('content.pending.password')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={errorAt(failure, 'password')}
          />
          <button className={styles.button} type="submit" disabled={busy}>
            {t('content.pending.approve')}
          </button>
        </form>
      ) : pending.mayCancel && pending.approveRefusal ? (
        <p>{pending.approveRefusal}</p>
      ) : null}
      {pending.mayCancel ? (
        <button
          className={styles.button}
          type="button"
          disabled={busy}
          onClick={() =>
            void act(() => api.cancelPayee(pending.id), t('content.pending.cancelled'))
          }
        >
          {t('content.pending.cancel')}
        </button>
      ) : null}
      <FormAlert failure={failure} />
    </section>
  );
}

/**
 * What every keeper sees on every keeper page (GET /api/keepers/notices): a
 * new payee waiting to reach the donate page, and owners made this week.
 * Nothing when the API cannot say (the page itself reports the API's state).
 */
export function KeeperNotices({ api = keeperApi }: { api?: KeeperApi }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const fetcher = useCallback((signal: AbortSignal) => api.notices(signal), [api]);
  // Asked again every minute: a change another owner asks shows on pages already open.
  const { data, reload } = useRequest(fetcher, { refreshMs: NOTICES_REFRESH_MS });
  // The change just approved or cancelled here: its notice goes at once, before the reload answers.
  const [settled, setSettled] = useState<{ id: number; message: string } | null>(null);
  const onSettled = useCallback(
    (id: number, message: string) => {
      setSettled({ id, message });
      reload();
    },
    [reload],
  );
  if (!data) return null;
  return (
    <>
      {settled !== null ? (
        <p role="status" className={styles.banner}>
          {settled.message}
        </p>
      ) : null}
      {data.pendingPayee && data.pendingPayee.id !== settled?.id ? (
        <PendingPayeeNotice
          key={data.pendingPayee.id}
          pending={data.pendingPayee}
          api={api}
          onSettled={onSettled}
        />
      ) : null}
      {data.newOwners.map((owner) => (
        <p key={owner.email} role="status" className={styles.banner}>
          {t('content.newOwner', {
            email: owner.email,
            date: indiaDateTime(owner.since, i18n.language),
          })}
        </p>
      ))}
    </>
  );
}
