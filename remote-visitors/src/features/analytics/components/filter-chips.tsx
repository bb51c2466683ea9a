import { useEffect, useRef } from 'react';
import { useTranslation } from '@pawapuri/shared';
import type { DashboardDimension } from '@pawapuri/shared';
import { activeFilters, type DashboardAddress } from '../utils/dashboard-address';
import { keyLabel } from '../utils/breakdown-labels';
import styles from './dashboard.module.css';
import { NAMESPACE } from '../../../i18n/register';

interface FilterChipsProps {
  address: DashboardAddress;
  onRemove: (dimension: DashboardDimension) => void;
  onClear: () => void;
  /** Where the focus goes once the last chip is gone. */
  onEmptied: () => void;
}

/** The filters in force as chips; a chip is a button that removes its filter (click, Enter, Space, Backspace, Delete). */
export function FilterChips({ address, onRemove, onClear, onEmptied }: FilterChipsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const filters = activeFilters(address);
  const group = useRef<HTMLDivElement>(null);
  // A removed chip takes the focus with it: hand it to the chip now in its place.
  const focusAt = useRef<number | null>(null);
  const count = filters.length;
  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const chips = group.current?.querySelectorAll<HTMLButtonElement>('[data-chip]') ?? [];
    const next = chips[Math.min(index, chips.length - 1)];
    if (next) next.focus();
    else onEmptied();
  }, [count, onEmptied]);
  if (count === 0) return null;
  const remove = (dimension: DashboardDimension, index: number) => {
    focusAt.current = index;
    onRemove(dimension);
  };
  return (
    <div ref={group} className={styles.chips} role="group" aria-label={t('dashboard.filters')}>
      {filters.map(([dimension, value], index) => {
        const label = t(`dashboard.dimension.${dimension}`);
        const shown = keyLabel(dimension, value, i18n.language) ?? value;
        return (
          <button
            key={dimension}
            type="button"
            data-chip
            className={styles.chip}
            aria-label={t('dashboard.removeFilter', { label, value: shown })}
            onClick={() => remove(dimension, index)}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' || event.key === 'Delete') {
                event.preventDefault();
                remove(dimension, index);
              }
            }}
          >
            {label}: {shown} <span aria-hidden="true">×</span>
          </button>
        );
      })}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          focusAt.current = 0;
          onClear();
        }}
      >
        {t('dashboard.clearFilters')}
      </button>
    </div>
  );
}
