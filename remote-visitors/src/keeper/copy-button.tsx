import { useState } from 'react';
import styles from './keeper.module.css';

/** Copies `text` to the clipboard and says whether it worked (the text stays selectable either way). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };
  return (
    <span className={styles.actions}>
      <button className={styles.button} type="button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status">
        {result === 'copied'
          ? 'Copied'
          : result === 'failed'
            ? 'Could not copy: select it and copy by hand'
            : ''}
      </span>
    </span>
  );
}
