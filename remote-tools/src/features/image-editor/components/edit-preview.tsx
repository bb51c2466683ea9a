import { useEffect, useRef } from 'react';
import { paint } from '../utils/canvas';
import type { Rect } from '../utils/geometry';
import type { Pixels } from '../utils/pixels';
import { CropOverlay } from './crop-overlay';
import styles from './image-editor.module.css';

type Props = {
  pixels: Pixels;
  label: string;
  /** Present while the crop tool is active. */
  crop?: { selection: Rect | null; onSelect: (rect: Rect | null) => void; label: string };
};

/** The edited picture, drawn into a canvas the size of the preview copy and scaled by CSS. */
export function EditPreview({ pixels, label, crop }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) paint(canvas.current, pixels);
  }, [pixels]);
  return (
    <div className={styles.stage}>
      <div className={styles.frame}>
        <canvas ref={canvas} className={styles.canvas} role="img" aria-label={label} />
        {crop && <CropOverlay {...crop} />}
      </div>
    </div>
  );
}
