import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { addGeometry } from '../utils/edits';
import { keepAspect, MAX_SIDE, sideFromInput, type Size } from '../utils/geometry';
import buttons from '../../../components/buttons.module.css';
import styles from './image-editor.module.css';
import type { EditDispatch } from './types';

type Props = { size: Size; dispatch: EditDispatch };

/**
 * New width and height in pixels of the full-size image; with the aspect
 * ratio kept (the default), typing one side fills in the other. The parent
 * keys this panel by the current size, so its fields start from it.
 */
export function ResizePanel({ size, dispatch }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [width, setWidth] = useState(String(size.width));
  const [height, setHeight] = useState(String(size.height));
  const [keep, setKeep] = useState(true);
  const [invalid, setInvalid] = useState(false);

  function change(side: 'width' | 'height', value: string) {
    setInvalid(false);
    (side === 'width' ? setWidth : setHeight)(value);
    const n = sideFromInput(value);
    if (!keep || n === null) return;
    const other = keepAspect(size, side, n);
    if (side === 'width') setHeight(String(other.height));
    else setWidth(String(other.width));
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const w = sideFromInput(width);
    const h = sideFromInput(height);
    if (w === null || h === null) {
      setInvalid(true);
      return;
    }
    if (w === size.width && h === size.height) return;
    dispatch({ type: 'apply', edit: addGeometry({ kind: 'resize', width: w, height: h }) });
  }

  return (
    <form className={styles.panelBody} onSubmit={apply} noValidate>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-w`}>{t('imageEditor.resize.width')}</label>
          <input
            id={`${id}-w`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SIDE}
            value={width}
            aria-invalid={invalid && sideFromInput(width) === null}
            onChange={(event) => change('width', event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-h`}>{t('imageEditor.resize.height')}</label>
          <input
            id={`${id}-h`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SIDE}
            value={height}
            aria-invalid={invalid && sideFromInput(height) === null}
            onChange={(event) => change('height', event.target.value)}
          />
        </div>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
        {t('imageEditor.resize.keepAspect')}
      </label>
      {invalid && (
        <p className={styles.error} role="alert">
          {t('imageEditor.resize.invalid', { max: MAX_SIDE })}
        </p>
      )}
      <div className={styles.row}>
        <button type="submit" className={buttons.primary}>
          {t('imageEditor.resize.apply')}
        </button>
      </div>
    </form>
  );
}
