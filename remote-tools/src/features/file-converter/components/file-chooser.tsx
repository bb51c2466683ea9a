import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/register';
import styles from './file-converter.module.css';

type Props = { accept: string; onFile: (file: File | undefined) => void };

/**
 * A native file input, visually hidden but focusable, with its label drawn as a
 * button: keyboard and screen readers get the real control, nothing re-implemented.
 */
export function FileChooser({ accept, onFile }: Props) {
  const { t } = useTranslation(NAMESPACE);
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
      <label htmlFor={id} className={styles.chooser}>
        {t('fileConverter.choose')}
      </label>
    </>
  );
}
