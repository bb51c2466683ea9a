import { useCallback, useId, useState } from 'react';
import {
  contentApi,
  useRequest,
  useTranslation,
  type ContentApi,
  type ContentDiff,
  type ContentKind,
  type ContentRevisionSummary,
} from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { indiaDateTime } from '../../../utils/india-time';
import keeper from '../../../keeper/keeper.module.css';
import styles from './content.module.css';

/** A changed value as the table shows it: text as it is, anything else as JSON. */
function shown(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === '') return empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The field-by-field changes of one diff. */
export function DiffTable({ diff, caption }: { diff: ContentDiff; caption: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (diff.changes.length === 0) return <p>{t('content.history.noChanges')}</p>;
  const empty = t('content.history.empty');
  return (
    <div className={styles.diff}>
      <table>
        <caption className={keeper.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('content.history.field')}</th>
            <th scope="col">{t('content.history.before')}</th>
            <th scope="col">{t('content.history.after')}</th>
          </tr>
        </thead>
        <tbody>
          {diff.changes.map((change) => (
            <tr key={change.path}>
              <th scope="row">
                <code>{change.path}</code>
              </th>
              <td>
                <del>{shown(change.before, empty)}</del>
              </td>
              <td>
                <ins>{shown(change.after, empty)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface HistoryPanelProps {
  kind: ContentKind;
  id: string;
  api?: ContentApi;
  /** Changes whenever the item changes, so the history is read again. */
  version: string;
  /** Restores a revision (the editor asks the API, with the revision its draft was made from). */
  onRestore: (revision: number) => void;
  busy: boolean;
}

/** Every published revision, newest first: who and when, its changes, and Restore. */
export function HistoryPanel({
  kind,
  id,
  api = contentApi,
  version,
  onRestore,
  busy,
}: HistoryPanelProps) {
  const headingId = useId();
  const { t, i18n } = useTranslation(NAMESPACE);
  const fetcher = useCallback(
    (signal: AbortSignal) => api.history(kind, id, signal),
    // `version` reads the history again after a publish or a restore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, kind, id, version],
  );
  const history = useRequest(fetcher);
  const [open, setOpen] = useState<{ revision: number; diff: ContentDiff } | null>(null);
  const [failed, setFailed] = useState(false);
  const revisions = history.data?.revisions ?? [];
  const latest = revisions[0]?.revision ?? null;

  const showChanges = async (entry: ContentRevisionSummary) => {
    setFailed(false);
    try {
      const diff = await api.diff(kind, id, Math.max(1, entry.revision - 1), entry.revision);
      setOpen({ revision: entry.revision, diff });
    } catch {
      setFailed(true);
    }
  };
  const describe = (entry: ContentRevisionSummary) =>
    t(entry.by === null ? 'content.history.bySeed' : 'content.history.by', {
      action: t(`content.history.actions.${entry.action}`, { from: entry.restoredFrom }),
      who: entry.by,
      when: indiaDateTime(entry.at, i18n.language),
    });

  return (
    <section className={keeper.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('content.history.heading')}</h2>
      {history.data === null && history.pending ? (
        <p role="status">{t('content.history.loading')}</p>
      ) : revisions.length === 0 ? (
        <p>{t('content.history.none')}</p>
      ) : (
        <ol className={styles.revisions}>
          {revisions.map((entry) => (
            <li key={entry.revision} className={styles.item}>
              <strong>{t('content.history.revision', { revision: entry.revision })}</strong>
              <span className={styles.meta}>{describe(entry)}</span>
              <span className={keeper.actions}>
                {entry.revision > 1 ? (
                  <button
                    type="button"
                    className={keeper.button}
                    aria-expanded={open?.revision === entry.revision}
                    onClick={() =>
                      open?.revision === entry.revision ? setOpen(null) : void showChanges(entry)
                    }
                  >
                    {t('content.history.showChanges', { revision: entry.revision })}
                  </button>
                ) : null}
                {entry.revision !== latest && entry.action !== 'unpublish' ? (
                  <button
                    type="button"
                    className={keeper.button}
                    disabled={busy}
                    onClick={() => onRestore(entry.revision)}
                  >
                    {t('content.history.restore', { revision: entry.revision })}
                  </button>
                ) : null}
              </span>
              {open?.revision === entry.revision ? (
                <DiffTable diff={open.diff} caption={t('content.history.changes')} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {failed ? (
        <p role="alert" className={keeper.error}>
          {t('content.editor.failed')}
        </p>
      ) : null}
    </section>
  );
}
