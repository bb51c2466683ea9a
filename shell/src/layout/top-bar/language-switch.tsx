import { LANGUAGES, useLanguageAddresses, useTranslation } from '@pawapuri/shared';
import styles from './language-switch.module.css';

/**
 * English / Hindi: links to the current page's two addresses, so they work
 * before the page's code runs and crawlers find both. A click stays in the
 * page (the router moves to the other address, fetching that language's
 * catalogs before the words change) and remembers the choice.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { language: current, addressIn, switchTo } = useLanguageAddresses();
  return (
    <div className={styles.group} role="group" aria-label={t('topBar.language')}>
      {LANGUAGES.map((language) => (
        <a
          key={language.code}
          href={addressIn(language.code)}
          hrefLang={language.code}
          lang={language.code}
          className={styles.option}
          aria-current={current === language.code ? 'true' : undefined}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            switchTo(language.code);
          }}
        >
          {language.code === 'en' ? 'EN' : 'हिं'}
          <span className="pw-visually-hidden"> {language.label}</span>
        </a>
      ))}
    </div>
  );
}
