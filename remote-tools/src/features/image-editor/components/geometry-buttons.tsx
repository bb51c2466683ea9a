import { addGeometry, type GeometryEdit } from '../utils/edits';
import buttons from '../../../components/buttons.module.css';
import styles from './image-editor.module.css';
import type { EditDispatch } from './types';

type Props = { choices: { label: string; edit: GeometryEdit }[]; dispatch: EditDispatch };

/** One-click shape edits (rotate left or right, flip either way): each click adds one. */
export function GeometryButtons({ choices, dispatch }: Props) {
  return (
    <div className={styles.row}>
      {choices.map(({ label, edit }) => (
        <button
          key={label}
          type="button"
          className={buttons.secondary}
          onClick={() => dispatch({ type: 'apply', edit: addGeometry(edit) })}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
