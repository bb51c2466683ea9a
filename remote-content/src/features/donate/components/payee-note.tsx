import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import type { DonatePayee } from '../utils/donate-payee';
import styles from './donate.module.css';

/**
 * Who receives the money, above the amounts (in the server's HTML): the
 * published payee with its note, or the plain warning that what follows is
 * a sample that cannot take money.
 */
export function PayeeNote({ payee }: { payee: DonatePayee }) {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.donate.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  if (payee.sample) {
    return (
      <p className={styles.sampleNote} role="note" data-testid="donate-sample">
        <strong>{t('donate.sample')}:</strong> {t('donate.sampleNote')}
      </p>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="donate-payee">
      <h2 id="donate-payee">{t('donate.payeeTitle')}</h2>
      <p className={styles.payeeLine} data-testid="donate-payee">
        {t('donate.payeeLine', { name: payee.payeeName, id: payee.upiId })}
      </p>
      {payee.note ? <p className={styles.payeeNote}>{payee.note[language]}</p> : null}
    </section>
  );
}
