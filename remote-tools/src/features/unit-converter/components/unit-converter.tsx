import { useState } from 'react';
import { formatNumber, usePageMeta, useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { convert, parseInput } from '../utils/convert';
import { unitsOf, type Category } from '../utils/units';
import { QuickReference } from './quick-reference';
import { UnitSelect } from './unit-select';
import page from '../../../components/page.module.css';
import toggle from '../../../components/toggle.module.css';
import { ToggleGroup } from '../../../components/toggle-group';
import styles from './unit-converter.module.css';

const CATEGORIES: Category[] = ['length', 'weight', 'temperature', 'area', 'volume', 'time'];

/** Category buttons, From value and unit, read-only To result and unit, and a swap. */
export function UnitConverter() {
  const { t } = useTranslation(NAMESPACE);
  const { title, description } = usePageMeta();
  const [category, setCategory] = useState<Category>('length');
  const [from, setFrom] = useState('meter');
  const [to, setTo] = useState('kilometer');
  const [raw, setRaw] = useState('');
  const units = unitsOf(category);
  const value = parseInput(raw);
  const result = value === null ? '' : formatNumber(convert(category, value, from, to));

  function choose(next: Category) {
    const [first = '', second = ''] = unitsOf(next);
    setCategory(next);
    setFrom(first);
    setTo(second);
    setRaw('');
  }

  return (
    <article className={page.page}>
      <h1 className={page.title}>{title}</h1>
      <p className={page.lead}>{description}</p>
      <ToggleGroup
        label={t('converter.category')}
        options={CATEGORIES}
        active={category}
        onChoose={choose}
        optionLabel={(c) => t(`categories.${c}`)}
      />
      <div className={styles.panel}>
        <div className={styles.side}>
          <label htmlFor="unit-from-value" className={styles.label}>
            {t('converter.from')}
          </label>
          <input
            id="unit-from-value"
            className={styles.field}
            inputMode="decimal"
            autoComplete="off"
            value={raw}
            onChange={(e) => setRaw(e.target.value)}
          />
          <UnitSelect
            id="unit-from"
            label={t('converter.fromUnit')}
            units={units}
            value={from}
            onChange={setFrom}
          />
        </div>
        <button
          type="button"
          className={`${toggle.toggle} ${styles.swap}`}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          <span aria-hidden="true">⇄ </span>
          {t('converter.swap')}
        </button>
        <div className={styles.side}>
          <label htmlFor="unit-to-value" className={styles.label}>
            {t('converter.to')}
          </label>
          <output
            id="unit-to-value"
            className={`${styles.field} ${styles.result}`}
            aria-live="polite"
          >
            {result}
          </output>
          <UnitSelect
            id="unit-to"
            label={t('converter.toUnit')}
            units={units}
            value={to}
            onChange={setTo}
          />
        </div>
      </div>
      <QuickReference category={category} />
    </article>
  );
}
