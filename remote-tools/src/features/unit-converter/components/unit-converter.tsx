import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, usePageMeta } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { convert, parseInput } from '../utils/convert';
import { unitsOf, type Category } from '../utils/units';

const CATEGORIES: Category[] = ['length', 'weight', 'temperature', 'area', 'volume', 'time'];

/** Category buttons, From value and unit, read-only To result and unit, and a swap. */
export function UnitConverter() {
  const { t } = useTranslation(NAMESPACE);
  usePageMeta(t('pages./tools/unit-converter'));
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

  const select = (id: string, current: string, set: (unit: string) => void) => (
    <select id={id} value={current} onChange={(e) => set(e.target.value)}>
      {units.map((unit) => (
        <option key={unit} value={unit}>
          {t(`units.${unit}`)}
        </option>
      ))}
    </select>
  );

  return (
    <article>
      <h1>{t('pages./tools/unit-converter')}</h1>
      <div role="group" aria-label={t('converter.category')}>
        {CATEGORIES.map((c) => (
          <button key={c} type="button" aria-pressed={c === category} onClick={() => choose(c)}>
            {t(`categories.${c}`)}
          </button>
        ))}
      </div>
      <label htmlFor="unit-from-value">{t('converter.from')}</label>
      <input
        id="unit-from-value"
        inputMode="decimal"
        value={raw}
        onChange={(e) => setRaw(e.target.value)}
      />
      {select('unit-from', from, setFrom)}
      <button
        type="button"
        onClick={() => {
          setFrom(to);
          setTo(from);
        }}
      >
        {t('converter.swap')}
      </button>
      <label htmlFor="unit-to-value">{t('converter.to')}</label>
      <output id="unit-to-value" aria-live="polite">
        {result}
      </output>
      {select('unit-to', to, setTo)}
    </article>
  );
}
