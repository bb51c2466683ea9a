import { gaussianBlur } from './blur';
import {
  applyMatrix,
  brightnessMatrix,
  composeAll,
  contrastMatrix,
  FILTER_MATRICES,
  IDENTITY,
  type FilterName,
} from './colour';
import {
  crop,
  flip,
  rotateQuarter,
  toPixelRect,
  type Axis,
  type Rect,
  type Size,
  type Turn,
} from './geometry';
import type { Pixels } from './pixels';

/** A change of shape, applied in the order it was made. Sizes are in full-resolution pixels. */
export type GeometryEdit =
  | { kind: 'crop'; rect: Rect }
  | { kind: 'resize'; width: number; height: number }
  | { kind: 'rotate'; turn: Turn }
  | { kind: 'flip'; axis: Axis };

/**
 * Everything done to the image, as data: the preview and the download both
 * render it from the untouched original, so edits compose, Undo is a step back
 * in a list of these, and the preview's lower resolution never leaks into the file.
 */
export type EditState = {
  geometry: readonly GeometryEdit[];
  /** Percent, 100 = unchanged. */
  brightness: number;
  /** Percent, 100 = unchanged. */
  contrast: number;
  /** Gaussian standard deviation in full-resolution pixels, 0 = sharp. */
  blur: number;
  filter: FilterName | null;
};

export const ORIGINAL: EditState = {
  geometry: [],
  brightness: 100,
  contrast: 100,
  blur: 0,
  filter: null,
};

/** An updater that adds one shape edit after the others. */
export function addGeometry(edit: GeometryEdit) {
  return (state: EditState): EditState => ({ ...state, geometry: [...state.geometry, edit] });
}

/** Full-resolution size after the geometry edits, without touching any pixels. */
export function sizeAfter(edits: readonly GeometryEdit[], original: Size): Size {
  return edits.reduce<Size>((size, edit) => {
    switch (edit.kind) {
      case 'crop': {
        const r = toPixelRect(edit.rect, size);
        return { width: r.width, height: r.height };
      }
      case 'resize':
        return { width: edit.width, height: edit.height };
      case 'rotate':
        return { width: size.height, height: size.width };
      case 'flip':
        return size;
    }
  }, original);
}

/** Resamples pixels to a new size; in the browser a canvas does it (see canvas.ts). */
export type Resample = (src: Pixels, size: Size) => Pixels;

/**
 * Applies the geometry edits to `src`, which is the original scaled by `scale`
 * (1 for the download, below 1 for a screen-size preview). A resize lands on
 * the same fraction of its full-resolution target, so preview and file agree.
 */
export function renderGeometry(
  src: Pixels,
  edits: readonly GeometryEdit[],
  scale: number,
  resample: Resample,
): Pixels {
  return edits.reduce((pixels, edit) => {
    switch (edit.kind) {
      case 'crop':
        return crop(pixels, toPixelRect(edit.rect, pixels));
      case 'resize':
        return resample(pixels, {
          width: Math.max(1, Math.round(edit.width * scale)),
          height: Math.max(1, Math.round(edit.height * scale)),
        });
      case 'rotate':
        return rotateQuarter(pixels, edit.turn);
      case 'flip':
        return flip(pixels, edit.axis);
    }
  }, src);
}

/** Brightness, then contrast, then the filter, as one colour matrix. */
export function colourMatrixOf(state: EditState) {
  return composeAll(
    state.filter ? FILTER_MATRICES[state.filter] : IDENTITY,
    contrastMatrix(state.contrast),
    brightnessMatrix(state.brightness),
  );
}

/** The colour edits and the blur (scaled like the geometry) on already-shaped pixels. */
export function renderColour(src: Pixels, state: EditState, scale: number): Pixels {
  const unchanged = state.brightness === 100 && state.contrast === 100 && state.filter === null;
  const coloured = unchanged ? src : applyMatrix(src, colourMatrixOf(state));
  return gaussianBlur(coloured, state.blur * scale);
}

/** The whole edit, geometry then colour. */
export function renderEdits(src: Pixels, state: EditState, scale: number, resample: Resample) {
  return renderColour(renderGeometry(src, state.geometry, scale, resample), state, scale);
}

/** True when the state differs from the original image. */
export function isEdited(state: EditState): boolean {
  return (
    state.geometry.length > 0 ||
    state.brightness !== ORIGINAL.brightness ||
    state.contrast !== ORIGINAL.contrast ||
    state.blur !== ORIGINAL.blur ||
    state.filter !== ORIGINAL.filter
  );
}
