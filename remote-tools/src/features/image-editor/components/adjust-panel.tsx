import { useId } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { ADJUSTMENTS, type Adjustment } from '../utils/tools';
import styles from './image-editor.module.css';
import type { EditDispatch } from './types';

type Props = { adjustment: Adjustment; value: number; dispatch: EditDispatch };

/**
 * One slider (brightness, contrast or blur). The picture follows while it
 * moves; letting go (pointer, key or focus) closes the step for Undo.
 */
export function AdjustPanel({ adjustment, value, dispatch }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const range = ADJUSTMENTS[adjustment];
  const shown = t(`imageEditor.unit.${range.unit}`, { value });
  const seal = () => dispatch({ type: 'seal' });
  return (
    <div className={styles.slider}>
      <label htmlFor={id}>{t(`imageEditor.tool.${adjustment}`)}</label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => {
          const next = Number(event.target.value);
          dispatch({
            type: 'apply',
            edit: (state) => ({ ...state, [adjustment]: next }),
            mergeKey: adjustment,
          });
        }}
        onPointerUp={seal}
        onKeyUp={seal}
        onBlur={seal}
      />
      <output htmlFor={id}>{shown}</output>
    </div>
  );
}
