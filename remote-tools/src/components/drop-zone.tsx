import { useState, type DragEvent, type ReactNode } from 'react';
import { FileChooser } from './file-chooser';
import styles from './drop-zone.module.css';

type Props = {
  /** The chooser's `accept` attribute: a hint to the picker; the caller still validates. */
  accept: string;
  prompt: string;
  chooseLabel: string;
  hint: ReactNode;
  /** Called with the first file and how it came, so the caller can word its message. */
  onFile: (file: File, via: 'drop' | 'select') => void;
};

/** A drag-and-drop area with a file chooser inside, shared by the tools that take a file. */
export function DropZone({ accept, prompt, chooseLabel, hint, onFile }: Props) {
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file, 'drop');
  }

  return (
    <div
      className={dragging ? `${styles.zone} ${styles.dragging}` : styles.zone}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
    >
      <p className={styles.text}>{prompt}</p>
      <FileChooser accept={accept} label={chooseLabel} onFile={(f) => f && onFile(f, 'select')} />
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}
