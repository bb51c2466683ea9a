import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import styles from './donate.module.css';

const APPS = ['Google Pay', 'PhonePe', 'Paytm', 'BHIM'];
const USES = ['hosting', 'development', 'content', 'security'] as const;

/** Steps, app badges, where the money goes and the tax note (a sample's payee is no trust). */
export function DonateInfo({ sample }: { sample: boolean }) {
  const { t } = useTranslation(PAGE_CATALOGS.donate.namespace);
  const steps = t('donate.steps', { returnObjects: true }) as string[];
  return (
    <>
      <section className={styles.card} aria-labelledby="donate-how">
        <h2 id="donate-how">{t('donate.howTitle')}</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <ul className={styles.badges} aria-label={t('donate.appsLabel')}>
          {APPS.map((app) => (
            <li key={app} className={styles.badge}>
              {app}
            </li>
          ))}
          <li className={styles.badge}>{t('donate.bankApp')}</li>
        </ul>
      </section>
      <section aria-labelledby="donate-uses">
        <h2 id="donate-uses">{t('donate.usesTitle')}</h2>
        <ul className={styles.uses}>
          {USES.map((use) => (
            <li key={use} className={styles.card}>
              <h3>{t(`donate.uses.${use}.title`)}</h3>
              <p>{t(`donate.uses.${use}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.note}>
        {t('donate.taxNote')}
        {sample ? ` ${t('donate.sampleTaxNote')}` : null}
      </p>
    </>
  );
}
