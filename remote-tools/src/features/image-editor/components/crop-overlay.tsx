import { useRef, type PointerEvent } from 'react';
import { rectBetween, type Rect } from '../utils/geometry';
import styles from './image-editor.module.css';

type Props = { selection: Rect | null; onSelect: (rect: Rect | null) => void; label: string };

/** Below this share of a side a drag counts as a click and clears the selection. */
const MIN_SIDE = 0.01;

/** Drawn over the preview while Crop is active: drag a rectangle with mouse, pen or finger. */
export function CropOverlay({ selection, onSelect, label }: Props) {
  const start = useRef<{ x: number; y: number } | null>(null);

  function point(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: (event.clientX - box.left) / box.width,
      y: (event.clientY - box.top) / box.height,
    };
  }

  return (
    <div
      className={styles.overlay}
      data-testid="crop-overlay"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        start.current = point(event);
      }}
      onPointerMove={(event) => {
        if (start.current) onSelect(rectBetween(start.current, point(event)));
      }}
      onPointerUp={(event) => {
        if (!start.current) return;
        const rect = rectBetween(start.current, point(event));
        start.current = null;
        onSelect(rect.width < MIN_SIDE || rect.height < MIN_SIDE ? null : rect);
      }}
      onPointerCancel={() => {
        start.current = null;
      }}
    >
      {selection && (
        <div
          className={styles.selection}
          role="img"
          aria-label={label}
          style={{
            left: `${selection.x * 100}%`,
            top: `${selection.y * 100}%`,
            width: `${selection.width * 100}%`,
            height: `${selection.height * 100}%`,
          }}
        />
      )}
    </div>
  );
}
