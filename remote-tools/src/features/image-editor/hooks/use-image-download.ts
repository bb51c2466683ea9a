import { useState } from 'react';
import { drawToPixels, encode, resample, saveBlob, type OutputFormat } from '../utils/canvas';
import { renderEdits, type EditState } from '../utils/edits';
import { editedFileName } from '../utils/file-names';
import type { OpenedImage } from './use-opened-image';

/** Lets the busy state paint before the full-size work holds the page. */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0)));

/** Renders the edits on the full-size image and saves the file. */
export function useImageDownload(opened: OpenedImage, edits: EditState) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download(format: OutputFormat, quality: number) {
    setBusy(true);
    setError(null);
    try {
      await afterPaint();
      const full = drawToPixels(opened.image, opened.size);
      const blob = await encode(renderEdits(full, edits, 1, resample), format, quality);
      saveBlob(blob, editedFileName(opened.name, format));
    } catch (caught) {
      console.error('Image could not be saved', caught);
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, download };
}
