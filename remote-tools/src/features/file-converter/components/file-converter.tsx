import { useState } from 'react';
import { usePageMeta, useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { useConversion } from '../hooks/use-conversion';
import { outputName, sizeInMb, validationMessage, type ConverterConfig } from '../utils/converters';
import { DropZone } from '../../../components/drop-zone';
import buttons from '../../../components/buttons.module.css';
import page from '../../../components/page.module.css';
import styles from './file-converter.module.css';

type Props = { config: ConverterConfig };

/** One converter page for every document tool; `config` says what it accepts and makes. */
export function FileConverter({ config }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const { title, description } = usePageMeta();
  const { file, status, choose, start } = useConversion();
  const [explained, setExplained] = useState(false);

  function take(next: File, via: 'drop' | 'select') {
    const message = validationMessage(config, next, via);
    if (message) {
      window.alert(message);
      return;
    }
    setExplained(false);
    choose(next);
  }

  function onConvert() {
    if (!file) {
      window.alert(config.noFile);
      return;
    }
    start();
  }

  return (
    <article className={page.page}>
      <h1 className={page.title}>{title}</h1>
      <p className={page.lead}>{description}</p>
      <p className={page.note}>{t('fileConverter.backendNote')}</p>
      <DropZone
        accept={config.acceptAttr}
        prompt={t('fileConverter.dropHere')}
        chooseLabel={t('fileConverter.choose')}
        hint={t('fileConverter.maxSize')}
        onFile={take}
      />
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
        className={buttons.primary}
        disabled={status === 'converting'}
        aria-busy={status === 'converting'}
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
            <button type="button" className={buttons.secondary} onClick={() => setExplained(true)}>
              {t('fileConverter.download')}
            </button>
            {explained && <p className={page.note}>{t('fileConverter.noDownload')}</p>}
          </section>
        )}
      </div>
    </article>
  );
}
