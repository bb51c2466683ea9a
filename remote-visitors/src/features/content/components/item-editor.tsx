import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  contentApi,
  useRequest,
  useTranslation,
  type ContentApi,
  type ContentItem,
  type ContentKind,
  type KeeperIdentity,
} from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { indiaDateTime } from '../../../utils/india-time';
import { PasswordField } from '../../../keeper/password-field';
import { editorFailure, type EditorFailure } from '../utils/editor-failure';
import { shownAt, type FieldPath } from '../utils/field-path';
import { inputPaths } from '../utils/field-specs';
import { dataToSend, localProblems, type LocalProblem } from '../utils/local-checks';
import { newItemData } from '../utils/new-item';
import type { FieldError } from './field-error';
import { HistoryPanel } from './history-panel';
import { ItemForm } from './item-form';
import { ItemPreview } from './item-preview';
import keeper from '../../../keeper/keeper.module.css';
import styles from './content.module.css';

type Data = Record<string, unknown>;

interface ItemEditorProps {
  kind: ContentKind;
  id: string;
  identity: KeeperIdentity;
  api?: ContentApi;
  /** Something was saved, published or restored: the lists and the banner are read again. */
  onChanged: () => void;
}

/** Loads an item (a new one when the API has none yet) and hands it to the workbench. */
export function ItemEditor({ kind, id, identity, api = contentApi, onChanged }: ItemEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const fetcher = useCallback((signal: AbortSignal) => api.get(kind, id, signal), [api, kind, id]);
  const item = useRequest(fetcher);
  const missing = item.error instanceof ApiError && item.error.status === 404;
  if (item.data === null && item.pending) return <p role="status">{t('content.editor.loading')}</p>;
  if (item.data === null && !missing) {
    return (
      <div className={keeper.panel}>
        <p role="alert" className={keeper.error}>
          {t('content.editor.failed')}
        </p>
        <button type="button" className={keeper.button} onClick={item.reload}>
          {t('content.list.retry')}
        </button>
      </div>
    );
  }
  const loaded = item.data as ContentItem | null;
  return (
    <Workbench
      // A reload starts again from what the API has.
      key={loaded ? `${loaded.draft.revision}-${loaded.status}` : 'new'}
      kind={kind}
      id={id}
      identity={identity}
      api={api}
      loaded={missing ? null : loaded}
      reload={item.reload}
      onChanged={onChanged}
    />
  );
}

interface WorkbenchProps extends Omit<ItemEditorProps, 'api'> {
  api: ContentApi;
  loaded: ContentItem | null;
  reload: () => void;
}

function Workbench({ kind, id, identity, api, loaded, reload, onChanged }: WorkbenchProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [data, setData] = useState<Data>(
    () => (loaded?.draft.data ?? newItemData(kind, new Date())) as Data,
  );
  const [base, setBase] = useState(loaded?.draft.revision ?? 0);
  const [status, setStatus] = useState(loaded?.status ?? 'draft');
  const [dirty, setDirty] = useState(loaded === null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [problems, setProblems] = useState<LocalProblem[]>([]);
  const [failure, setFailure] = useState<EditorFailure | null>(null);
  const [password, setPassword] = useState('');
  const [historyVersion, setHistoryVersion] = useState(0);
  // The draft revision a publish or restore names: the one just saved, even
  // within the same click (state updates land after the click's work).
  const latestBase = useRef(base);
  const fields = inputPaths(kind, data);
  const donation = kind === 'donation';
  const mayEdit = !donation || identity.keeper.role === 'owner';

  // After a refusal, the first field at fault takes the focus, so a keyboard
  // or screen reader user lands on what to fix.
  useEffect(() => {
    if (problems.length === 0 && failure?.type !== 'field' && failure?.type !== 'password') return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems, failure]);

  const errorAt = (path: FieldPath): FieldError | null => {
    const local = problems.find((problem) => (shownAt(problem.path, fields) ?? '') === path);
    if (local) return { message: t(`content.problems.${local.problem}`) };
    if (failure?.type === 'field' && failure.path === path) {
      return { message: t('content.problems.refused'), detail: failure.detail };
    }
    return null;
  };

  const change = (next: Data) => {
    setData(next);
    setDirty(true);
    setSaid('');
  };

  /** Runs one change against the API; a refusal is shown, never retried over someone's newer work. */
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setFailure(null);
    setSaid('');
    try {
      setSaid(await work());
      setHistoryVersion((count) => count + 1);
      onChanged();
    } catch (error) {
      setFailure(editorFailure(error, fields, t));
    } finally {
      setBusy(false);
    }
  };

  const adopt = (item: ContentItem) => {
    latestBase.current = item.draft.revision;
    setBase(item.draft.revision);
    setStatus(item.status);
    setDirty(false);
  };

  /**
   * Saves the draft when it has changes: answers the draft revision then
   * current, or null when the form has problems to fix first.
   */
  const saveIfChanged = async (): Promise<number | null> => {
    const found = localProblems(kind, data);
    setProblems(found);
    if (found.length > 0) return null;
    if (!dirty && latestBase.current > 0) return latestBase.current;
    const saved = await api.saveDraft(kind, id, {
      expectedRevision: latestBase.current,
      data: dataToSend(kind, data) as never,
    });
    adopt(saved);
    return saved.draft.revision;
  };

  const withPassword = donation ? { password } : {};
  /** A new payee is not published at once: it waits (docs/keepers.md). */
  const payeeWaits = (dueAt: string) =>
    t('content.editor.payeeWaits', { due: indiaDateTime(dueAt, i18n.language) });

  const save = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const revision = await saveIfChanged();
      return revision === null ? '' : t('content.editor.saved', { revision });
    });
  };
  const publish = () =>
    act(async () => {
      const revision = await saveIfChanged();
      if (revision === null) return '';
      const item = await api.publish(kind, id, { expectedRevision: revision, ...withPassword });
      adopt(item);
      setPassword('');
      return item.pendingPayee
        ? payeeWaits(item.pendingPayee.dueAt)
        : t('content.editor.published', { revision: item.published?.revision });
    });
  const unpublish = () =>
    act(async () => {
      adopt(await api.unpublish(kind, id, withPassword));
      setPassword('');
      return t('content.editor.unpublished');
    });
  const restore = (revision: number) =>
    act(async () => {
      const item = await api.restore(kind, id, {
        revision,
        expectedRevision: latestBase.current,
        ...withPassword,
      });
      adopt(item);
      setData(item.draft.data as Data);
      setPassword('');
      if (item.pendingPayee) return payeeWaits(item.pendingPayee.dueAt);
      return t('content.history.restored', { from: revision, revision: item.published?.revision });
    });

  const title = String(
    (data.name as { en?: string } | undefined)?.en ??
      (data.label as { en?: string } | undefined)?.en ??
      (data.from as { en?: string } | undefined)?.en ??
      id,
  );

  return (
    <div className={styles.workspace}>
      <div className={keeper.form}>
        <p className={styles.meta}>
          {t('content.editor.status', { status: t(`content.status.${status}`) })}
        </p>
        {!mayEdit ? (
          <p className={keeper.status}>{t('content.editor.ownerOnly')}</p>
        ) : (
          <form
            ref={formRef}
            id={formId}
            className={keeper.form}
            aria-label={t('content.editor.form', { title })}
            onSubmit={save}
            noValidate
          >
            <ItemForm kind={kind} data={data} onChange={change} errorAt={errorAt} />
            {donation ? (
              <PasswordField
                label={t('content.editor.password')}
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
                hint={t('content.editor.passwordHint')}
                error={failure?.type === 'password' ? failure.detail : null}
              />
            ) : null}
            {failure?.type === 'stale' ? (
              <div role="alert" className={keeper.note}>
                <p>{t('content.editor.stale', { revision: failure.revision ?? '?' })}</p>
                <p>
                  <button type="button" className={keeper.button} onClick={reload}>
                    {t('content.editor.reload')}
                  </button>
                </p>
              </div>
            ) : null}
            {failure?.type === 'form' ? (
              <p role="alert" className={keeper.error}>
                {failure.message}
              </p>
            ) : null}
            <p role="status" className={keeper.status}>
              {busy ? t('content.editor.saving') : said}
            </p>
            <div className={keeper.actions}>
              <button type="submit" className={keeper.button} disabled={busy}>
                {t('content.editor.save')}
              </button>
              <button
                type="button"
                className={`${keeper.button} ${keeper.primary}`}
                disabled={busy}
                onClick={() => void publish()}
              >
                {t('content.editor.publish')}
              </button>
              {status === 'published' || status === 'changed' ? (
                <button
                  type="button"
                  className={keeper.button}
                  disabled={busy}
                  onClick={() => void unpublish()}
                >
                  {t('content.editor.unpublish')}
                </button>
              ) : null}
            </div>
          </form>
        )}
        {loaded !== null || base > 0 ? (
          <HistoryPanel
            kind={kind}
            id={id}
            api={api}
            version={`${historyVersion}`}
            busy={busy || !mayEdit}
            onRestore={(revision) => void restore(revision)}
          />
        ) : null}
      </div>
      <ItemPreview kind={kind} data={data} />
    </div>
  );
}
