import { useId } from 'react';
import buttons from './buttons.module.css';
import styles from './drop-zone.module.css';

type Props = { accept: string; label: string; onFile: (file: File | undefined) => void };

/**
 * A native file input, visually hidden but focusable, with its label drawn as a
 * button: keyboard and screen readers get the real control, nothing re-implemented.
 */
export function FileChooser({ accept, label, onFile }: Props) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        className={styles.input}
        accept={accept}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className={buttons.secondary}>
        {label}
      </label>
    </>
  );
}
