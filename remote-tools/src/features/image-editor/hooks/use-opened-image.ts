import { useCallback, useRef, useState } from 'react';
import { decodeImage, drawToPixels, readAsDataUrl } from '../utils/canvas';
import { fitWithin, type Size } from '../utils/geometry';
import type { Pixels } from '../utils/pixels';

/**
 * Longest side of the on-screen working copy. Wide enough for a sharp preview
 * on a laptop or a phone's high-density screen, small enough (under a
 * megapixel) that a slider redraws at once on a cheap phone. The full-size
 * image is only worked on when it is downloaded.
 */
export const PREVIEW_MAX_SIDE = 1024;

export type OpenedImage = {
  name: string;
  image: HTMLImageElement;
  /** Natural size: what the download starts from. */
  size: Size;
  /** The image scaled to fit PREVIEW_MAX_SIDE: what the preview starts from. */
  preview: Pixels;
  /** preview width / full width. */
  scale: number;
};

type State =
  | { status: 'empty' }
  | { status: 'opening' }
  | { status: 'failed' }
  | { status: 'ready'; opened: OpenedImage };

/** Reads a chosen file as a data URL, decodes it and makes the preview copy. */
export function useOpenedImage() {
  const [state, setState] = useState<State>({ status: 'empty' });
  // Only the latest file counts if a second is chosen while the first still opens.
  const latest = useRef(0);

  const open = useCallback(async (file: File) => {
    const ticket = ++latest.current;
    setState({ status: 'opening' });
    try {
      const image = await decodeImage(await readAsDataUrl(file));
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      if (!size.width || !size.height) throw new Error('The image has no size.');
      const previewSize = fitWithin(size, PREVIEW_MAX_SIDE);
      const preview = drawToPixels(image, previewSize);
      if (ticket !== latest.current) return;
      setState({
        status: 'ready',
        opened: { name: file.name, image, size, preview, scale: previewSize.width / size.width },
      });
    } catch (error) {
      console.error('Image could not be opened', error);
      if (ticket === latest.current) setState({ status: 'failed' });
    }
  }, []);

  const close = useCallback(() => {
    latest.current++;
    setState({ status: 'empty' });
  }, []);

  return { state, open, close };
}
