import { useCallback, useState, type FormEvent } from 'react';
import {
  SHARE_LINK_LABEL_MAX,
  useRequest,
  useTranslation,
  type DashboardFilters,
  type ShareLinkCreated,
} from '@pawapuri/shared';
import { createShareLink, listShareLinks, revokeShareLink } from '../api/share-links-api';
import { filtersText } from '../utils/filters-text';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { TextField } from '../../../keeper/text-field';
import { OneTimeSecret } from '../../../keeper/one-time-secret';
import styles from './dashboard.module.css';
import keeperStyles from '../../../keeper/keeper.module.css';
import { NAMESPACE } from '../../../i18n/register';

const FIELDS = ['label', 'password', 'expiresAt', 'filters'] as const;

/** The end of the chosen day in India (the link works through it). */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`).toISOString();

/**
 * Owners share the dashboard read-only with the committee: a link with an
 * optional password, expiry and the filters now in use; listed with a revoke
 * button each. The link is shown once, when it is made.
 */
export function ShareLinksPanel({ filters }: { filters: DashboardFilters }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const fetcher = useCallback((signal: AbortSignal) => listShareLinks(signal), []);
  const { data, error, reload } = useRequest(fetcher);
  const [label, setLabel] = useState('');
  const [password, setPassword] = useState('');
  const [expires, setExpires] = useState('');
  const [keepFilters, setKeepFilters] = useState(true);
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const inUse = filtersText(filters, t, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await createShareLink({
        label,
        ...(password ? { password } : {}),
        ...(expires ? { expiresAt: endOfDay(expires) } : {}),
        ...(keepFilters && inUse ? { filters } : {}),
      });
      setCreated(answer);
      setLabel('');
      setPassword('');
      reload();
    } catch (caught) {
      setFailure(formFailure(caught, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: number) => {
    try {
      await revokeShareLink(id);
      reload();
    } catch (caught) {
      setFailure(formFailure(caught, FIELDS));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="share-title">
      <h3 id="share-title" className={styles.panelTitle}>
        {t('notes.share.title')}
      </h3>
      <p>{t('notes.share.hint')}</p>
      {created && (
        <OneTimeSecret
          heading={t('notes.share.created')}
          note={t('notes.share.createdNote')}
          secret={`${window.location.origin}${created.path}`}
          copyLabel={t('notes.share.copy')}
          onDone={() => setCreated(null)}
        />
      )}
      <form className={keeperStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('notes.share.label')}
          value={label}
          onChange={setLabel}
          maxLength={SHARE_LINK_LABEL_MAX}
          required
          error={errorAt(failure, 'label')}
        />
        <TextField
          label={t('notes.share.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errorAt(failure, 'password')}
        />
        <TextField
          label={t('notes.share.expires')}
          type="date"
          value={expires}
          onChange={setExpires}
          error={errorAt(failure, 'expiresAt')}
        />
        {inUse && (
          <label>
            <input
              type="checkbox"
              checked={keepFilters}
              onChange={(event) => setKeepFilters(event.target.checked)}
            />{' '}
            {t('notes.share.fixFilters', { filters: inUse })}
          </label>
        )}
        <div className={keeperStyles.actions}>
          <button type="submit" className={styles.button} aria-disabled={busy}>
            {t('notes.share.create')}
          </button>
        </div>
        <FormAlert failure={failure} />
      </form>
      <h4>{t('notes.share.list')}</h4>
      {error !== null && <p role="alert">{t('notes.share.failed')}</p>}
      {data && data.links.length === 0 && <p>{t('notes.share.none')}</p>}
      {data && data.links.length > 0 && (
        <ul className={styles.noteList}>
          {data.links.map((link) => (
            <li key={link.id}>
              <span>
                {link.label} (
                {[
                  link.expiresAt
                    ? t('notes.share.expiresOn', {
                        when: new Date(link.expiresAt).toLocaleDateString(i18n.language),
                      })
                    : t('notes.share.never'),
                  link.hasPassword ? t('notes.share.withPassword') : null,
                  filtersText(link.filters, t, i18n.language) || null,
                ]
                  .filter(Boolean)
                  .join(', ')}
                )
              </span>
              {link.revokedAt ? (
                <span>{t('notes.share.revoked')}</span>
              ) : (
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={`${t('notes.share.revoke')}: ${link.label}`}
                  onClick={() => void revoke(link.id)}
                >
                  {t('notes.share.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
