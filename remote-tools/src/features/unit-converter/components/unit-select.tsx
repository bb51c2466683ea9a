import { useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import styles from './unit-converter.module.css';

type Props = {
  id: string;
  label: string;
  units: string[];
  value: string;
  onChange: (unit: string) => void;
};

/** A unit picker with its own accessible name (the visible label names the value field). */
export function UnitSelect({ id, label, units, value, onChange }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <select
      id={id}
      className={styles.select}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {units.map((unit) => (
        <option key={unit} value={unit}>
          {t(`units.${unit}`)}
        </option>
      ))}
    </select>
  );
}
