import { useState } from 'react';
import { formatRupees, useSiteContent, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { Page } from '../../../components/page';
import { PRESET_GROUPS, type PresetGroup } from '../data/presets';
import { INITIAL_DONATION, choosePreset, chosenAmount, typeCustom } from '../utils/donation-state';
import { donatePayee } from '../utils/donate-payee';
import { UpiBox } from './upi-box';
import { DonateInfo } from './donate-info';
import { PayeeNote } from './payee-note';
import styles from './donate.module.css';

/**
 * Amounts, then the QR and UPI id of the published donation details
 * (content, as every fact on the pages): a labelled sample that cannot be
 * paid until an owner publishes verified ones.
 */
export function DonatePage() {
  const { t } = useTranslation(PAGE_CATALOGS.donate.namespace);
  const payee = donatePayee(useSiteContent().donation);
  const [state, setState] = useState(INITIAL_DONATION);
  const amount = chosenAmount(state);

  return (
    <Page lead={t('donate.lead')}>
      <PayeeNote payee={payee} />
      <section className={styles.card} aria-labelledby="donate-amount">
        <h2 id="donate-amount">{t('donate.chooseAmount')}</h2>
        {(Object.keys(PRESET_GROUPS) as PresetGroup[]).map((group) => (
          <div
            key={group}
            className={styles.group}
            role="group"
            aria-label={t(`donate.groups.${group}`)}
          >
            <h3 className={styles.groupTitle}>{t(`donate.groups.${group}`)}</h3>
            <div className={styles.presets}>
              {PRESET_GROUPS[group].map((value) => (
                <button
                  key={value}
                  type="button"
                  className={styles.preset}
                  aria-pressed={state.preset === value}
                  onClick={() => setState((s) => choosePreset(s, value))}
                >
                  {formatRupees(value)}
                </button>
              ))}
            </div>
          </div>
        ))}
        <label className={styles.customLabel}>
          {t('donate.customLabel')}
          <input
            className={styles.custom}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={t('donate.customPlaceholder')}
            value={state.custom}
            onChange={(event) => setState((s) => typeCustom(s, event.target.value))}
          />
        </label>
        {amount !== null ? (
          <p className={styles.selected} aria-live="polite">
            {t('donate.selected')}{' '}
            <strong data-testid="donate-amount">{formatRupees(amount)}</strong>
          </p>
        ) : null}
      </section>
      {amount !== null ? <UpiBox amount={amount} payee={payee} /> : null}
      <DonateInfo sample={payee.sample} />
    </Page>
  );
}
