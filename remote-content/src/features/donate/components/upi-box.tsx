import { env, useTranslation } from '@pawapuri/shared';
import { QRCodeSVG } from 'qrcode.react';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { DONATION_NOTE } from '../data/presets';
import { buildUpiLink } from '../utils/upi-link';
import { copyText } from '../utils/copy-text';
import styles from './donate.module.css';

/** QR code, UPI id with copy, and a deep link for phones, all for the chosen amount. */
export function UpiBox({ amount }: { amount: number }) {
  const { t } = useTranslation(PAGE_CATALOGS.donate.namespace);
  const link = buildUpiLink({
    payeeId: env.upiId,
    payeeName: env.upiPayeeName,
    amount,
    note: DONATION_NOTE,
  });

  const copy = async () => {
    const copied = await copyText(env.upiId);
    window.alert(copied ? t('donate.copied') : t('donate.copyFailed', { id: env.upiId }));
  };

  return (
    <section className={`${styles.card} ${styles.upi}`} aria-labelledby="donate-upi">
      <h2 id="donate-upi">{t('donate.scan')}</h2>
      <div className={styles.qr}>
        <QRCodeSVG
          value={link}
          level="H"
          size={200}
          title={t('donate.qrLabel')}
          data-testid="upi-qr"
          data-upi-link={link}
        />
      </div>
      <p className={styles.payee}>{env.upiPayeeName}</p>
      <p className={styles.upiId} data-testid="upi-id">
        {env.upiId}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => void copy()}
          data-event="upi-copy"
          data-event-amount={amount}
        >
          {t('donate.copy')}
        </button>
        <a className={`${styles.button} ${styles.appLink}`} href={link}>
          {t('donate.payWithApp')}
        </a>
      </div>
    </section>
  );
}
