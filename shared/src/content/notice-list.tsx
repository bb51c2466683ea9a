import type { PublishedNotice } from '../contract/types';
import { useTranslation } from '../i18n/use-translation';
import styles from './notice-list.module.css';

/**
 * Notices in the page's language, each led by a word saying how serious it
 * is (not by colour alone). Their text is shown as text: whatever a keeper
 * typed, nothing in it is read as markup.
 */
export function NoticeList({ notices }: { notices: readonly PublishedNotice[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  return (
    <ul className={styles.list}>
      {notices.map((notice) => (
        <li
          key={notice.id}
          className={styles.notice}
          data-severity={notice.severity}
          lang={language}
        >
          <span className={styles.label}>{t(`notice.${notice.severity}`)}</span>{' '}
          <span className={styles.text}>{notice.text[language]}</span>
        </li>
      ))}
    </ul>
  );
}
