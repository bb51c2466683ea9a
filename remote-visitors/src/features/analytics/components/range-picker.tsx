import { useId } from 'react';
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DayRange,
  useTranslation,
} from '@pawapuri/shared';
import { isLocalDay, type DashboardAddress } from '../utils/dashboard-address';
import styles from './dashboard.module.css';
import { NAMESPACE } from '../../../i18n/register';
import { todayInIndia } from '../../../utils/india-time';

interface RangePickerProps {
  address: DashboardAddress;
  /** The range the API resolved for the view shown, to start a custom range from. */
  shown: DayRange | null;
  onChange: (address: DashboardAddress) => void;
}

/** The named ranges, and two day fields for a custom one. */
export function RangePicker({ address, shown, onChange }: RangePickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const choose = (period: DashboardPeriod) => {
    if (period !== 'custom') {
      onChange({ period, filters: address.filters });
      return;
    }
    // Before the first view names its days: the day it is at the site, not in UTC.
    const today = todayInIndia(new Date());
    onChange({
      period,
      from: shown?.from ?? today,
      to: shown?.to ?? today,
      filters: address.filters,
    });
  };
  // A custom range only changes once both days are real and in order.
  const setDay = (end: 'from' | 'to', value: string) => {
    const next = { ...address, [end]: value };
    if (isLocalDay(next.from) && isLocalDay(next.to) && next.from <= next.to) onChange(next);
  };
  return (
    <div className={styles.range}>
      <label htmlFor={`${id}-period`}>{t('dashboard.range')}</label>
      <select
        id={`${id}-period`}
        value={address.period}
        onChange={(event) => choose(event.target.value as DashboardPeriod)}
      >
        {DASHBOARD_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`dashboard.periods.${period}`)}
          </option>
        ))}
      </select>
      {address.period === 'custom' && (
        <>
          <label htmlFor={`${id}-from`}>{t('dashboard.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={address.from ?? ''}
            max={address.to}
            onChange={(event) => setDay('from', event.target.value)}
          />
          <label htmlFor={`${id}-to`}>{t('dashboard.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={address.to ?? ''}
            min={address.from}
            onChange={(event) => setDay('to', event.target.value)}
          />
        </>
      )}
    </div>
  );
}
