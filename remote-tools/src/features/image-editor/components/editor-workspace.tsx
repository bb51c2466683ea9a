import { useId, useReducer, useState } from 'react';
import { formatNumber, useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { useImageDownload } from '../hooks/use-image-download';
import type { OpenedImage } from '../hooks/use-opened-image';
import { usePreviewPixels } from '../hooks/use-preview-pixels';
import { isEdited, sizeAfter, type EditState } from '../utils/edits';
import type { Rect } from '../utils/geometry';
import { EMPTY_HISTORY, historyReducer } from '../utils/history';
import { TOOLS, type Tool } from '../utils/tools';
import buttons from '../../../components/buttons.module.css';
import { ToggleGroup } from '../../../components/toggle-group';
import { DownloadPanel } from './download-panel';
import { EditPreview } from './edit-preview';
import { ToolPanel } from './tool-panel';
import styles from './image-editor.module.css';

type Props = { opened: OpenedImage; onNewImage: () => void };

/** A crop selection belongs to the shape it was drawn on; any shape edit drops it. */
type Selection = { rect: Rect; on: EditState['geometry'] };

/** Everything shown once an image is open: tools, preview, history and download. */
export function EditorWorkspace({ opened, onNewImage }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const panelId = useId();
  const [history, dispatch] = useReducer(historyReducer, EMPTY_HISTORY);
  const edits = history.present;
  const [tool, setTool] = useState<Tool>('crop');
  const [selection, setSelection] = useState<Selection | null>(null);
  const rect = selection?.on === edits.geometry ? selection.rect : null;
  const select = (next: Rect | null) =>
    setSelection(next ? { rect: next, on: edits.geometry } : null);

  const pixels = usePreviewPixels(opened, edits);
  const size = sizeAfter(edits.geometry, opened.size);
  const { busy, error, download } = useImageDownload(opened, edits);

  return (
    <div className={styles.workspace}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={buttons.secondary}
          disabled={history.past.length === 0}
          onClick={() => dispatch({ type: 'undo' })}
        >
          {t('imageEditor.undo')}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          disabled={!isEdited(edits)}
          onClick={() => dispatch({ type: 'reset' })}
        >
          {t('imageEditor.reset')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onNewImage}>
          {t('imageEditor.newImage')}
        </button>
      </div>

      <div className={styles.previewColumn}>
        <EditPreview
          pixels={pixels}
          label={t('imageEditor.preview')}
          crop={
            tool === 'crop'
              ? { selection: rect, onSelect: select, label: t('imageEditor.crop.selection') }
              : undefined
          }
        />
        <p className={styles.status} aria-live="polite">
          {opened.name} ·{' '}
          {t('imageEditor.size', {
            width: formatNumber(size.width),
            height: formatNumber(size.height),
          })}
          {edits.filter && ` · ${t(`imageEditor.filter.${edits.filter}`)}`}
        </p>
      </div>

      <div className={styles.controls}>
        <ToggleGroup
          label={t('imageEditor.tools')}
          options={TOOLS}
          active={tool}
          onChoose={setTool}
          optionLabel={(option) => t(`imageEditor.tool.${option}`)}
          controls={panelId}
        />
        <section id={panelId} className={styles.panel} aria-label={t(`imageEditor.tool.${tool}`)}>
          <h2 className={styles.panelTitle}>{t(`imageEditor.tool.${tool}`)}</h2>
          <ToolPanel
            tool={tool}
            edits={edits}
            size={size}
            selection={rect}
            onSelect={select}
            dispatch={dispatch}
          />
        </section>
        <DownloadPanel busy={busy} error={error} onDownload={download} />
      </div>
    </div>
  );
}
