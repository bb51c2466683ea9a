import { useState } from 'react';
import {
  existingSessionId,
  forgetSessionId,
  useTranslation,
  visitorApi,
  type VisitorApi,
} from '@pawapuri/shared';
import text from '../../../components/text-page.module.css';
import styles from './privacy.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; erased: number }
  | { kind: 'none' }
  | { kind: 'failed' };

/**
 * A visitor erases what this tab's session recorded: the id is read from the
 * tab's session storage (never made here), sent once, and forgotten, so the
 * next page starts a new session. A tab with no id has recorded nothing.
 */
export function EraseMyVisits({
  namespace,
  api = visitorApi,
}: {
  namespace: string;
  api?: VisitorApi;
}) {
  const { t } = useTranslation(namespace);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const erase = async () => {
    const sessionId = existingSessionId();
    if (!sessionId) return setState({ kind: 'none' });
    setState({ kind: 'busy' });
    try {
      const { erased } = await api.eraseMyVisits(sessionId);
      forgetSessionId();
      setState({ kind: 'done', erased });
    } catch (error) {
      console.error('Erasing this tab’s visits failed', error);
      setState({ kind: 'failed' });
    }
  };
  return (
    <section className={text.section} aria-labelledby="privacy-erase">
      <h2 id="privacy-erase" className={text.heading}>
        {t('text.privacy.erase.heading')}
      </h2>
      <p className={text.body}>{t('text.privacy.erase.body')}</p>
      <div className={styles.eraseRow}>
        <button
          type="button"
          className={styles.eraseButton}
          aria-busy={state.kind === 'busy'}
          disabled={state.kind === 'busy'}
          onClick={() => void erase()}
        >
          {t(state.kind === 'busy' ? 'text.privacy.erase.busy' : 'text.privacy.erase.button')}
        </button>
        <p role="status" className={styles.eraseStatus}>
          {state.kind === 'done'
            ? t('text.privacy.erase.done', { count: state.erased })
            : state.kind === 'none'
              ? t('text.privacy.erase.none')
              : ''}
        </p>
        {state.kind === 'failed' ? (
          <p role="alert" className={styles.eraseStatus}>
            {t('text.privacy.erase.failed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
