import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  BARRIER_CONTACT_MAX,
  BARRIER_TEXT_MAX,
  useTranslation,
  visitorApi,
  type VisitorApi,
} from '@pawapuri/shared';
import text from '../../../components/text-page.module.css';
import styles from './accessibility.module.css';

type State = 'idle' | 'sending' | 'sent' | 'failed';

/** The page a visitor came from, when the link that brought them here said (`?page=/donate`). */
function pageFrom(search: string): string {
  const page = new URLSearchParams(search).get('page') ?? '';
  return /^\/[^\s]{0,299}$/.test(page) ? page : '/';
}

/** Reports an accessibility barrier to the keepers: the page, what stood in the way, a contact if wanted. */
export function BarrierForm({
  namespace,
  api = visitorApi,
}: {
  namespace: string;
  api?: VisitorApi;
}) {
  const { t, i18n } = useTranslation(namespace);
  const { search } = useLocation();
  const id = useId();
  const [page, setPage] = useState(() => pageFrom(search));
  const [description, setDescription] = useState('');
  const [contact, setContact] = useState('');
  const [state, setState] = useState<State>('idle');
  const [empty, setEmpty] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim()) return setEmpty(true);
    setEmpty(false);
    setState('sending');
    try {
      await api.reportBarrier({
        page: /^\/\S*$/.test(page.trim()) ? page.trim() : '/',
        description: description.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
        language: i18n.language === 'hi' ? 'hi' : 'en',
      });
      setDescription('');
      setContact('');
      setState('sent');
    } catch (error) {
      console.error('Reporting a barrier failed', error);
      setState('failed');
    }
  };

  return (
    <section className={text.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={text.heading}>
        {t('accessibility.form.heading')}
      </h2>
      <p className={text.body}>{t('accessibility.form.lead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-page`}>{t('accessibility.form.page')}</label>
        <input
          id={`${id}-page`}
          className={styles.input}
          value={page}
          maxLength={300}
          onChange={(event) => setPage(event.target.value)}
        />
        <label htmlFor={`${id}-description`}>{t('accessibility.form.description')}</label>
        <textarea
          id={`${id}-description`}
          className={styles.input}
          rows={5}
          maxLength={BARRIER_TEXT_MAX}
          value={description}
          aria-invalid={empty ? true : undefined}
          aria-describedby={empty ? `${id}-empty` : undefined}
          onChange={(event) => setDescription(event.target.value)}
        />
        {empty ? (
          <p id={`${id}-empty`} role="alert" className={styles.error}>
            {t('accessibility.form.empty')}
          </p>
        ) : null}
        <label htmlFor={`${id}-contact`}>{t('accessibility.form.contact')}</label>
        <input
          id={`${id}-contact`}
          className={styles.input}
          autoComplete="email"
          maxLength={BARRIER_CONTACT_MAX}
          value={contact}
          onChange={(event) => setContact(event.target.value)}
        />
        <p className={styles.note}>
          <Link to="/privacy">{t('accessibility.form.privacy')}</Link>
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.send} disabled={state === 'sending'}>
            {t(state === 'sending' ? 'accessibility.form.sending' : 'accessibility.form.send')}
          </button>
          <p role="status" className={styles.status}>
            {state === 'sent' ? t('accessibility.form.sent') : ''}
          </p>
          {state === 'failed' ? (
            <p role="alert" className={styles.error}>
              {t('accessibility.form.failed')}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
