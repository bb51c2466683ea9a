import { useId, useState } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import type { OutputFormat } from '../utils/canvas';
import buttons from '../../../components/buttons.module.css';
import styles from './image-editor.module.css';

type Props = {
  busy: boolean;
  error: string | null;
  /** Never rejects: a failure comes back as `error`. */
  onDownload: (format: OutputFormat, quality: number) => Promise<void>;
};

const FORMATS: OutputFormat[] = ['png', 'jpeg'];

/** Format (PNG, or JPEG with a quality) and the download button. */
export function DownloadPanel({ busy, error, onDownload }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [format, setFormat] = useState<OutputFormat>('png');
  const [quality, setQuality] = useState(92);
  return (
    <section className={styles.download} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {t('imageEditor.download.title')}
      </h2>
      <fieldset className={styles.formats}>
        <legend>{t('imageEditor.download.format')}</legend>
        {FORMATS.map((option) => (
          <label key={option} className={styles.check}>
            <input
              type="radio"
              name={`${id}-format`}
              value={option}
              checked={format === option}
              onChange={() => setFormat(option)}
            />
            {t(`imageEditor.download.${option}`)}
          </label>
        ))}
      </fieldset>
      {format === 'jpeg' && (
        <div className={styles.slider}>
          <label htmlFor={`${id}-quality`}>{t('imageEditor.download.quality')}</label>
          <input
            id={`${id}-quality`}
            type="range"
            min={10}
            max={100}
            step={1}
            value={quality}
            onChange={(event) => setQuality(Number(event.target.value))}
          />
          <output htmlFor={`${id}-quality`}>{quality}</output>
        </div>
      )}
      <button
        type="button"
        className={buttons.primary}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void onDownload(format, quality / 100)}
      >
        {busy ? t('imageEditor.download.busy') : t('imageEditor.download.button')}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {t('imageEditor.download.failed', { message: error })}
        </p>
      )}
    </section>
  );
}
