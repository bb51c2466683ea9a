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
  /** The goal filter's name, when the address has one (its id until the view names it). */
  goalName?: string;
  onRemoveGoal: () => void;
  onClear: () => void;
  /** Where the focus goes once the last chip is gone. */
  onEmptied: () => void;
}

interface ChipProps {
  label: string;
  shown: string;
  /** The chip's accessible name: what pressing it does. */
  remove: string;
  onRemove: () => void;
}

function Chip({ label, shown, remove, onRemove }: ChipProps) {
  return (
    <button
      type="button"
      data-chip
      className={styles.chip}
      aria-label={remove}
      onClick={onRemove}
      onKeyDown={(event) => {
        if (event.key === 'Backspace' || event.key === 'Delete') {
          event.preventDefault();
          onRemove();
        }
      }}
    >
      {label}: {shown} <span aria-hidden="true">×</span>
    </button>
  );
}

/** The filters in force as chips; a chip is a button that removes its filter (click, Enter, Space, Backspace, Delete). */
export function FilterChips({
  address,
  onRemove,
  goalName,
  onRemoveGoal,
  onClear,
  onEmptied,
}: FilterChipsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const filters = activeFilters(address);
  const group = useRef<HTMLDivElement>(null);
  // A removed chip takes the focus with it: hand it to the chip now in its place.
  const focusAt = useRef<number | null>(null);
  const count = filters.length + (address.goal ? 1 : 0);
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
  const removeGoal = () => {
    focusAt.current = filters.length;
    onRemoveGoal();
  };
  const goalLabel = t('goals.chip');
  const goalShown = goalName ?? t('goals.unnamed', { id: address.goal });
  return (
    <div ref={group} className={styles.chips} role="group" aria-label={t('dashboard.filters')}>
      {filters.map(([dimension, value], index) => {
        const label = t(`dashboard.dimension.${dimension}`);
        const shown = keyLabel(dimension, value, i18n.language) ?? value;
        return (
          <Chip
            key={dimension}
            label={label}
            shown={shown}
            remove={t('dashboard.removeFilter', { label, value: shown })}
            onRemove={() => remove(dimension, index)}
          />
        );
      })}
      {address.goal && (
        <Chip
          label={goalLabel}
          shown={goalShown}
          remove={t('dashboard.removeFilter', { label: goalLabel, value: goalShown })}
          onRemove={removeGoal}
        />
      )}
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
