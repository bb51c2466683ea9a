import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, usePageMeta, useRequest, useTranslation } from '@pawapuri/shared';
import { sharedViewApi } from '../api/shared-view-api';
import { Dashboard, type DashboardSource } from './dashboard';
import { TextField } from '../../../keeper/text-field';
import styles from './analytics.module.css';
import dashboardStyles from './dashboard.module.css';
import { NAMESPACE } from '../../../i18n/register';

/** The token as the page's fragment carries it (`/analytics/shared#<token>`), read once. */
function useShareToken(): string {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => hash.replace(/^#/, ''));
  // The dashboard's own address changes drop the fragment: put it back, so a reload still opens.
  useEffect(() => {
    if (token && hash !== `#${token}`) void navigate({ search, hash: token }, { replace: true });
  }, [hash, search, token, navigate]);
  return token;
}

/**
 * A share link's page: the dashboard without sign-in, read-only, with the
 * link's fixed filters, after its password when it has one. The token stays
 * in the fragment (never sent to a server as part of an address) and goes to
 * the API in a header; the password's grant is kept in memory only.
 */
export function SharedDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { title } = usePageMeta();
  const token = useShareToken();
  // The password's grant, held for the calls (in memory only, never in storage).
  const [grant, setGrant] = useState<string | null>(null);
  const api = useMemo(() => sharedViewApi(token, grant), [token, grant]);
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      token ? api.info(signal) : Promise.reject(new ApiError(401, 'no token')),
    [api, token],
  );
  const { data: info, error, reload } = useRequest(fetcher);
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState(false);

  const source = useMemo<DashboardSource | null>(
    () =>
      info
        ? {
            api,
            annotations: api.annotations,
            fixedFilters: info.filters,
            readOnly: true,
          }
        : null,
    [api, info],
  );

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setGrant((await api.unlock(password)).grant);
      setWrong(false);
    } catch {
      setWrong(true);
    }
  };

  let body;
  if (error !== null) {
    const status = error instanceof ApiError ? error.status : 0;
    const message =
      !token || status === 401
        ? t('notes.shared.missing')
        : status === 404
          ? t('notes.shared.gone')
          : status === 410
            ? t('notes.shared.expired')
            : t('notes.shared.failed');
    body = (
      <div className={dashboardStyles.failure} role="alert">
        <p>{message}</p>
        {status !== 401 && status !== 404 && status !== 410 && (
          <button type="button" className={dashboardStyles.button} onClick={reload}>
            {t('notes.shared.retry')}
          </button>
        )}
      </div>
    );
  } else if (!info || !source) {
    body = <p>{t('notes.shared.loading')}</p>;
  } else if (info.needsPassword && grant === null) {
    body = (
      <form onSubmit={(event) => void unlock(event)} noValidate>
        <p>{t('notes.shared.passwordHint')}</p>
        <TextField
          label={t('notes.shared.passwordLabel')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={wrong ? t('notes.shared.wrongPassword') : null}
        />
        <button type="submit" className={dashboardStyles.button}>
          {t('notes.shared.open')}
        </button>
      </form>
    );
  } else {
    body = (
      <>
        <p>{t('notes.shared.intro', { label: info.label })}</p>
        <Dashboard source={source} />
        <p>{t('dashboard.updates')}</p>
      </>
    );
  }

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {body}
    </article>
  );
}
