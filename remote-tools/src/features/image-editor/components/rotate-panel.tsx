import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/register';
import type { Turn } from '../utils/geometry';
import buttons from '../../../components/buttons.module.css';
import styles from './image-editor.module.css';
import type { EditDispatch } from './types';

/** Quarter turns either way. */
export function RotatePanel({ dispatch }: { dispatch: EditDispatch }) {
  const { t } = useTranslation(NAMESPACE);
  const rotate = (turn: Turn) =>
    dispatch({
      type: 'apply',
      edit: (state) => ({ ...state, geometry: [...state.geometry, { kind: 'rotate', turn }] }),
    });
  return (
    <div className={styles.row}>
      <button type="button" className={buttons.secondary} onClick={() => rotate('left')}>
        {t('imageEditor.rotate.left')}
      </button>
      <button type="button" className={buttons.secondary} onClick={() => rotate('right')}>
        {t('imageEditor.rotate.right')}
      </button>
    </div>
  );
}
