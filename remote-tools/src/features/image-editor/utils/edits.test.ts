import {
  isEdited,
  ORIGINAL,
  renderColour,
  renderEdits,
  renderGeometry,
  sizeAfter,
  type EditState,
  type Resample,
} from './edits';
import { blankPixels, pixelAt, type Pixels } from './pixels';
import { pixelsOf, BLUE, GREEN, RED, WHITE } from './test-images';

/** Nearest-neighbour resampling: enough to test the pipeline without a canvas. */
const nearest: Resample = (src, size) => {
  const out = blankPixels(size.width, size.height);
  for (let y = 0; y < size.height; y++)
    for (let x = 0; x < size.width; x++) {
      const sx = Math.floor((x * src.width) / size.width);
      const sy = Math.floor((y * src.height) / size.height);
      out.data.set(pixelAt(src, sx, sy), (y * size.width + x) * 4);
    }
  return out;
};

const sample = (): Pixels =>
  pixelsOf([
    [RED, GREEN, BLUE, WHITE],
    [WHITE, RED, GREEN, BLUE],
  ]);

describe('sizeAfter', () => {
  it('follows crops, resizes and rotations in order', () => {
    const edits: EditState['geometry'] = [
      { kind: 'crop', rect: { x: 0, y: 0, width: 0.5, height: 1 } },
      { kind: 'rotate', turn: 'right' },
      { kind: 'flip', axis: 'vertical' },
      { kind: 'resize', width: 300, height: 200 },
      { kind: 'rotate', turn: 'left' },
    ];
    expect(sizeAfter(edits, { width: 4000, height: 3000 })).toEqual({ width: 200, height: 300 });
    expect(sizeAfter([], { width: 5, height: 7 })).toEqual({ width: 5, height: 7 });
  });
});

describe('renderGeometry', () => {
  it('crops by fraction, then rotates and flips', () => {
    const out = renderGeometry(
      sample(),
      [
        { kind: 'crop', rect: { x: 0.5, y: 0, width: 0.5, height: 1 } },
        { kind: 'rotate', turn: 'right' },
        { kind: 'flip', axis: 'horizontal' },
      ],
      1,
      nearest,
    );
    // crop -> [B W / G B]; rotate right -> [G B / B W]; flip -> [B G / W B]
    expect(out).toEqual(
      pixelsOf([
        [BLUE, GREEN],
        [WHITE, BLUE],
      ]),
    );
  });

  it('resizes a scaled-down preview to the same fraction of the full-size target', () => {
    const resample = jest.fn(nearest);
    const out = renderGeometry(sample(), [{ kind: 'resize', width: 8, height: 4 }], 0.5, resample);
    expect([out.width, out.height]).toEqual([4, 2]);
    expect(resample).toHaveBeenCalledWith(expect.anything(), { width: 4, height: 2 });
  });
});

describe('renderColour', () => {
  it('returns the same pixels when nothing is set', () => {
    const src = sample();
    expect(renderColour(src, ORIGINAL, 1)).toBe(src);
  });

  it('applies the filter after brightness and contrast', () => {
    const state = { ...ORIGINAL, brightness: 50, filter: 'blackWhite' as const };
    const [r, g, b] = pixelAt(renderColour(sample(), state, 1), 0, 0);
    expect(r).toBe(g);
    expect(g).toBe(b);
    expect(r).toBe(Math.round(0.2126 * 127.5));
  });
});

describe('renderEdits', () => {
  it('leaves an unedited image as it was', () => {
    expect(renderEdits(sample(), ORIGINAL, 1, nearest)).toEqual(sample());
  });

  it('composes shape and colour edits', () => {
    const out = renderEdits(
      sample(),
      { ...ORIGINAL, geometry: [{ kind: 'rotate', turn: 'right' }], filter: 'sepia' },
      1,
      nearest,
    );
    expect([out.width, out.height]).toEqual([2, 4]);
    // The top-left is now the original bottom-left (white), in sepia.
    expect(pixelAt(out, 0, 0)).toEqual([255, 255, 239, 255]);
  });
});

describe('isEdited', () => {
  it('is false only for the original', () => {
    expect(isEdited(ORIGINAL)).toBe(false);
    expect(isEdited({ ...ORIGINAL, blur: 1 })).toBe(true);
    expect(isEdited({ ...ORIGINAL, geometry: [{ kind: 'flip', axis: 'vertical' }] })).toBe(true);
  });
});
