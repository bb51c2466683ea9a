import { useId } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { addGeometry } from '../utils/edits';
import type { Rect } from '../utils/geometry';
import buttons from '../../../components/buttons.module.css';
import styles from './image-editor.module.css';
import type { EditDispatch } from './types';

type Props = {
  selection: Rect | null;
  onSelect: (rect: Rect | null) => void;
  dispatch: EditDispatch;
};

const FIELDS = ['x', 'y', 'width', 'height'] as const;
const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

/** Keeps a typed edge inside the image: the box moves no further than its far side allows. */
function withField(rect: Rect, field: (typeof FIELDS)[number], value: number): Rect {
  const next = { ...rect, [field]: Math.min(1, Math.max(0, value / 100)) };
  next.width = Math.min(next.width, 1 - next.x);
  next.height = Math.min(next.height, 1 - next.y);
  return next;
}

/**
 * Crop: drag on the preview, or type the edges here (the keyboard way in).
 * Nothing is cut until Apply, so a selection can be tried and cleared freely.
 */
export function CropPanel({ selection, onSelect, dispatch }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const rect = selection ?? { x: 0, y: 0, width: 1, height: 1 };
  const usable = selection !== null && selection.width > 0 && selection.height > 0;

  function apply() {
    if (!usable) return;
    dispatch({ type: 'apply', edit: addGeometry({ kind: 'crop', rect: selection }) });
    onSelect(null);
  }

  return (
    <div className={styles.panelBody}>
      <p className={styles.help}>{t('imageEditor.crop.help')}</p>
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>{t(`imageEditor.crop.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={1}
              value={percent(rect[field])}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (event.target.value !== '' && Number.isFinite(value))
                  onSelect(withField(rect, field, value));
              }}
            />
          </div>
        ))}
      </div>
      <div className={styles.row}>
        <button type="button" className={buttons.primary} disabled={!usable} onClick={apply}>
          {t('imageEditor.crop.apply')}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          disabled={selection === null}
          onClick={() => onSelect(null)}
        >
          {t('imageEditor.crop.clear')}
        </button>
      </div>
    </div>
  );
}
