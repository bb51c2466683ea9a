import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/register';
import type { Axis } from '../utils/geometry';
import buttons from '../../../components/buttons.module.css';
import styles from './image-editor.module.css';
import type { EditDispatch } from './types';

/** Mirror left-right or top-bottom. */
export function FlipPanel({ dispatch }: { dispatch: EditDispatch }) {
  const { t } = useTranslation(NAMESPACE);
  const flip = (axis: Axis) =>
    dispatch({
      type: 'apply',
      edit: (state) => ({ ...state, geometry: [...state.geometry, { kind: 'flip', axis }] }),
    });
  return (
    <div className={styles.row}>
      <button type="button" className={buttons.secondary} onClick={() => flip('horizontal')}>
        {t('imageEditor.flip.horizontal')}
      </button>
      <button type="button" className={buttons.secondary} onClick={() => flip('vertical')}>
        {t('imageEditor.flip.vertical')}
      </button>
    </div>
  );
}
