import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pawapuri/shared';
import styles from './language-switch.module.css';

/** English / Hindi; the choice is remembered in localStorage by the i18n detector. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <div className={styles.group} role="group" aria-label={t('topBar.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.code}
          className={styles.option}
          aria-pressed={current === language.code}
          onClick={() => void i18n.changeLanguage(language.code)}
        >
          {language.code === 'en' ? 'EN' : 'हिं'}
          <span className="pw-visually-hidden"> {language.label}</span>
        </button>
      ))}
    </div>
  );
}
