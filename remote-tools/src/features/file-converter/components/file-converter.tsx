import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { useConversion } from '../hooks/use-conversion';
import { outputName, sizeInMb, validationMessage, type ConverterConfig } from '../utils/converters';
import { FileChooser } from './file-chooser';
import styles from './file-converter.module.css';

type Props = { config: ConverterConfig; path: string };

/** One converter page for every document tool; `config` says what it accepts and makes. */
export function FileConverter({ config, path }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const title = t(`pages.${path}`);
  usePageMeta(title, t(`fileConverter.intro.${config.kind}`));
  const { file, status, choose, start } = useConversion();
  const [dragging, setDragging] = useState(false);
  const [explained, setExplained] = useState(false);

  function take(next: File | undefined, via: 'drop' | 'select') {
    if (!next) return;
    const message = validationMessage(config, next, via);
    if (message) {
      window.alert(message);
      return;
    }
    setExplained(false);
    choose(next);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0], 'drop');
  }

  function onConvert() {
    if (!file) {
      window.alert(config.noFile);
      return;
    }
    start();
  }

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{t(`fileConverter.intro.${config.kind}`)}</p>
      <p className={styles.note}>{t('fileConverter.backendNote')}</p>
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
        <p className={styles.zoneText}>{t('fileConverter.dropHere')}</p>
        <FileChooser accept={config.acceptAttr} onFile={(f) => take(f, 'select')} />
        <p className={styles.hint}>{t('fileConverter.maxSize')}</p>
      </div>
      {file && (
        <dl className={styles.details}>
          <dt>{t('fileConverter.fileName')}</dt>
          <dd>{file.name}</dd>
          <dt>{t('fileConverter.fileSize')}</dt>
          <dd>{t('fileConverter.megabytes', { size: sizeInMb(file.size) })}</dd>
        </dl>
      )}
      <button
        type="button"
        className={styles.primary}
        disabled={status === 'converting'}
        onClick={onConvert}
      >
        {status === 'converting' ? t('fileConverter.converting') : t('fileConverter.convert')}
      </button>
      <div aria-live="polite">
        {status === 'complete' && file && (
          <section className={styles.result}>
            <h2 className={styles.resultTitle}>{t('fileConverter.complete')}</h2>
            <p>
              {t('fileConverter.output', { name: outputName(file.name, config.outputExtension) })}
            </p>
            <button type="button" className={styles.secondary} onClick={() => setExplained(true)}>
              {t('fileConverter.download')}
            </button>
            {explained && <p className={styles.note}>{t('fileConverter.noDownload')}</p>}
          </section>
        )}
      </div>
    </article>
  );
}
