import { useTranslation } from '@pawapuri/shared';
import { QRCodeSVG } from 'qrcode.react';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { ExampleBadge } from '../../../components/example-badge';
import { DONATION_NOTE } from '../data/presets';
import { SAMPLE_QR_TEXT, type DonatePayee } from '../utils/donate-payee';
import { buildUpiLink } from '../utils/upi-link';
import { copyText } from '../utils/copy-text';
import styles from './donate.module.css';

/**
 * QR code, UPI id with copy, and a deep link for phones, all for the chosen
 * amount. For a sample payee the QR holds plain words, not a UPI link, and
 * there is no link to a UPI app: a sample can be looked at, never paid.
 */
export function UpiBox({ amount, payee }: { amount: number; payee: DonatePayee }) {
  const { t } = useTranslation(PAGE_CATALOGS.donate.namespace);
  const link = payee.sample
    ? null
    : buildUpiLink({
        payeeId: payee.upiId,
        payeeName: payee.payeeName,
        amount,
        note: DONATION_NOTE,
      });
  const qrText = link ?? SAMPLE_QR_TEXT;

  const copy = async () => {
    const copied = await copyText(payee.upiId);
    const said = payee.sample ? 'donate.sampleCopied' : 'donate.copied';
    window.alert(copied ? t(said) : t('donate.copyFailed', { id: payee.upiId }));
  };

  return (
    <section className={`${styles.card} ${styles.upi}`} aria-labelledby="donate-upi">
      <h2 id="donate-upi">{t(payee.sample ? 'donate.sampleScan' : 'donate.scan')}</h2>
      {payee.sample ? (
        <p>
          <ExampleBadge label={t('donate.sample')} />
        </p>
      ) : null}
      <div className={styles.qr}>
        <QRCodeSVG
          value={qrText}
          level="H"
          size={200}
          title={t(payee.sample ? 'donate.sampleQrLabel' : 'donate.qrLabel')}
          data-testid="upi-qr"
          data-qr-text={qrText}
        />
      </div>
      <p className={styles.payee}>{payee.payeeName}</p>
      <p className={styles.upiId} data-testid="upi-id">
        {payee.upiId}
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
        {link ? (
          <a className={`${styles.button} ${styles.appLink}`} href={link}>
            {t('donate.payWithApp')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
