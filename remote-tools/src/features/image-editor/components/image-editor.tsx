import { usePageMeta, useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { DropZone } from '../../../components/drop-zone';
import page from '../../../components/page.module.css';
import { useOpenedImage } from '../hooks/use-opened-image';
import { isImageFile } from '../utils/file-names';
import { EditorWorkspace } from './editor-workspace';
import styles from './image-editor.module.css';

/** The editor's alert texts, exact in English (README, Languages). */
const INVALID_DROP = 'Please drop a valid image file';
const INVALID_SELECT = 'Please select a valid image file';

/** The image editor page: an empty state to open a photo, then the editor for it. */
export function ImageEditor() {
  const { t } = useTranslation(NAMESPACE);
  const { title, description } = usePageMeta();
  const { state, open, close } = useOpenedImage();

  function take(file: File, via: 'drop' | 'select') {
    if (!isImageFile(file)) {
      window.alert(via === 'drop' ? INVALID_DROP : INVALID_SELECT);
      return;
    }
    void open(file);
  }

  return (
    <article className={`${page.page} ${styles.page}`}>
      <h1 className={page.title}>{title}</h1>
      <p className={page.lead}>{description}</p>
      {state.status === 'ready' ? (
        <EditorWorkspace opened={state.opened} onNewImage={close} />
      ) : (
        <>
          <DropZone
            accept="image/*"
            prompt={t('imageEditor.dropHere')}
            chooseLabel={t('imageEditor.choose')}
            hint={t('imageEditor.supported')}
            onFile={take}
          />
          <div aria-live="polite">
            {state.status === 'opening' && <p>{t('imageEditor.opening')}</p>}
            {state.status === 'failed' && (
              <p className={styles.error} role="alert">
                {t('imageEditor.openFailed')}
              </p>
            )}
          </div>
        </>
      )}
    </article>
  );
}
