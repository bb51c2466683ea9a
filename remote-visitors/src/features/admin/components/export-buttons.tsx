import type { ExportFormat } from '@pawapuri/shared';
import styles from './admin.module.css';

const FORMATS: readonly ExportFormat[] = ['csv', 'excel', 'pdf'];

interface ExportButtonsProps {
  /** The format being downloaded, or null when idle. */
  busy: ExportFormat | null;
  onExport: (format: ExportFormat) => void;
}

/**
 * CSV, Excel and PDF. While one downloads, all say aria-disabled rather than
 * disabled: a disabled button drops keyboard focus, and the token dialog
 * hands focus back to the button that opened it.
 */
export function ExportButtons({ busy, onExport }: ExportButtonsProps) {
  return (
    <p className={styles.toolbar}>
      {FORMATS.map((format) => (
        <button
          key={format}
          className={styles.button}
          type="button"
          aria-disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => {
            if (busy === null) onExport(format);
          }}
        >
          {busy === format ? 'Downloading…' : format.toUpperCase()}
        </button>
      ))}
    </p>
  );
}
