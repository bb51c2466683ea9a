import { useDeferredValue, useMemo } from 'react';
import { resample } from '../utils/canvas';
import { renderColour, renderGeometry, type EditState } from '../utils/edits';
import type { OpenedImage } from './use-opened-image';

/**
 * The edited preview. It renders from a deferred copy of the edits, so a
 * slider's thumb moves at once and the picture follows; the shape edits are
 * kept apart so moving a colour slider does not redo a crop or a rotation.
 */
export function usePreviewPixels(opened: OpenedImage, edits: EditState) {
  const deferred = useDeferredValue(edits);
  const shaped = useMemo(
    () => renderGeometry(opened.preview, deferred.geometry, opened.scale, resample),
    [opened, deferred.geometry],
  );
  return useMemo(() => renderColour(shaped, deferred, opened.scale), [shaped, deferred, opened]);
}
