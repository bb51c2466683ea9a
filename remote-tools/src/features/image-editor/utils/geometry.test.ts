import {
  crop,
  fitWithin,
  flip,
  keepAspect,
  MAX_SIDE,
  rectBetween,
  rotateQuarter,
  sideFromInput,
  toPixelRect,
} from './geometry';
import { pixelsOf, BLUE, GREEN, RED, WHITE } from './test-images';

/** 3 x 2:  R G B / W R G */
const sample = () =>
  pixelsOf([
    [RED, GREEN, BLUE],
    [WHITE, RED, GREEN],
  ]);

describe('rotateQuarter', () => {
  it('turns right (clockwise): the bottom-left pixel goes to the top-left', () => {
    expect(rotateQuarter(sample(), 'right')).toEqual(
      pixelsOf([
        [WHITE, RED],
        [RED, GREEN],
        [GREEN, BLUE],
      ]),
    );
  });

  it('turns left (anticlockwise): the top-right pixel goes to the top-left', () => {
    expect(rotateQuarter(sample(), 'left')).toEqual(
      pixelsOf([
        [BLUE, GREEN],
        [GREEN, RED],
        [RED, WHITE],
      ]),
    );
  });

  it('four turns, or a right then a left, give the original back', () => {
    const src = { width: 3, height: 2, data: Uint8ClampedArray.from({ length: 24 }, (_, i) => i) };
    let out = src;
    for (let i = 0; i < 4; i++) out = rotateQuarter(out, 'right');
    expect(out).toEqual(src);
    expect(rotateQuarter(rotateQuarter(src, 'right'), 'left')).toEqual(src);
  });
});

describe('flip', () => {
  it('mirrors left-right', () => {
    expect(flip(sample(), 'horizontal')).toEqual(
      pixelsOf([
        [BLUE, GREEN, RED],
        [GREEN, RED, WHITE],
      ]),
    );
  });

  it('mirrors top-bottom', () => {
    expect(flip(sample(), 'vertical')).toEqual(
      pixelsOf([
        [WHITE, RED, GREEN],
        [RED, GREEN, BLUE],
      ]),
    );
  });

  it('twice is the original', () => {
    expect(flip(flip(sample(), 'horizontal'), 'horizontal')).toEqual(sample());
  });
});

describe('crop', () => {
  it('cuts out a whole-pixel rectangle', () => {
    expect(crop(sample(), { x: 1, y: 0, width: 2, height: 2 })).toEqual(
      pixelsOf([
        [GREEN, BLUE],
        [RED, GREEN],
      ]),
    );
  });
});

describe('rectBetween', () => {
  it('normalises a drag in any direction and clamps it to the image', () => {
    expect(rectBetween({ x: 0.8, y: 0.9 }, { x: 0.2, y: -0.5 })).toEqual({
      x: 0.2,
      y: 0,
      width: expect.closeTo(0.6, 10),
      height: 0.9,
    });
    expect(rectBetween({ x: 0.5, y: 0.5 }, { x: 1.7, y: 2 })).toEqual({
      x: 0.5,
      y: 0.5,
      width: 0.5,
      height: 0.5,
    });
  });
});

describe('toPixelRect', () => {
  it('rounds edges to whole pixels', () => {
    expect(
      toPixelRect({ x: 0.25, y: 0.1, width: 0.5, height: 0.5 }, { width: 100, height: 50 }),
    ).toEqual({ x: 25, y: 5, width: 50, height: 25 });
  });

  it('keeps at least one pixel inside the image', () => {
    expect(toPixelRect({ x: 1, y: 1, width: 0, height: 0 }, { width: 10, height: 10 })).toEqual({
      x: 9,
      y: 9,
      width: 1,
      height: 1,
    });
  });
});

describe('resize helpers', () => {
  it('keeps the aspect ratio from either side', () => {
    expect(keepAspect({ width: 4000, height: 3000 }, 'width', 1000)).toEqual({
      width: 1000,
      height: 750,
    });
    expect(keepAspect({ width: 4000, height: 3000 }, 'height', 600)).toEqual({
      width: 800,
      height: 600,
    });
    expect(keepAspect({ width: 3000, height: 10 }, 'width', 1)).toEqual({ width: 1, height: 1 });
  });

  it('accepts whole sides from 1 to the maximum only', () => {
    expect(sideFromInput('640')).toBe(640);
    expect(sideFromInput('12.4')).toBe(12);
    expect(sideFromInput(String(MAX_SIDE))).toBe(MAX_SIDE);
    for (const bad of ['', ' ', '0', '-5', 'abc', String(MAX_SIDE + 1), 'Infinity'])
      expect(sideFromInput(bad)).toBeNull();
  });

  it('fits a 12-megapixel photo in a screen-size preview without enlarging small images', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin({ width: 40, height: 20 }, 1600)).toEqual({ width: 40, height: 20 });
  });
});
