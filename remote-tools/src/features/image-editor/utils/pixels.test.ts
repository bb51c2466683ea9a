import { brightness, flip, rotate90, sepia, type Pixels } from './pixels';

/** A 2x1 image: red on the left, blue on the right. */
function redBlue(): Pixels {
  return { width: 2, height: 1, data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255]) };
}

describe('geometry', () => {
  it('rotates 90° clockwise, swapping width and height', () => {
    const out = rotate90(redBlue());
    expect([out.width, out.height]).toEqual([1, 2]);
    expect(Array.from(out.data)).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
  });

  it('four rotations give the original back', () => {
    const src = { width: 3, height: 2, data: Uint8ClampedArray.from({ length: 24 }, (_, i) => i) };
    expect(rotate90(rotate90(rotate90(rotate90(src))))).toEqual(src);
  });

  it('flips horizontally and vertically', () => {
    expect(Array.from(flip(redBlue(), 'horizontal').data)).toEqual([
      0, 0, 255, 255, 255, 0, 0, 255,
    ]);
    expect(Array.from(flip(redBlue(), 'vertical').data)).toEqual(Array.from(redBlue().data));
  });
});

describe('colour', () => {
  it('sepia maps pure red with the standard matrix and keeps alpha', () => {
    expect(Array.from(sepia(redBlue()).data.subarray(0, 4))).toEqual([100, 89, 69, 255]);
  });

  it('brightness 100 keeps pixels; 50 halves them', () => {
    expect(brightness(redBlue(), 100)).toEqual(redBlue());
    expect(Array.from(brightness(redBlue(), 50).data.subarray(0, 4))).toEqual([128, 0, 0, 255]);
  });
});
