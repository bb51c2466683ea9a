import {
  applyMatrix,
  brightnessMatrix,
  compose,
  contrastMatrix,
  FILTER_MATRICES,
  FILTERS,
  IDENTITY,
  mix,
  saturateMatrix,
  SEPIA,
} from './colour';
import { pixelAt } from './pixels';
import { pixelsOf, BLUE, RED } from './test-images';

const redBlue = () => pixelsOf([[RED, BLUE]]);
const grey = (v: number, alpha = 255) => pixelsOf([[[v, v, v, alpha]]]);

describe('colour matrices', () => {
  it('sepia maps pure red with the standard matrix and keeps alpha', () => {
    expect(pixelAt(applyMatrix(redBlue(), SEPIA), 0, 0)).toEqual([100, 89, 69, 255]);
  });

  it('brightness 100 keeps pixels; 50 halves them; 200 clamps at white', () => {
    expect(applyMatrix(redBlue(), brightnessMatrix(100))).toEqual(redBlue());
    expect(pixelAt(applyMatrix(redBlue(), brightnessMatrix(50)), 0, 0)).toEqual([128, 0, 0, 255]);
    expect(pixelAt(applyMatrix(grey(200), brightnessMatrix(200)), 0, 0)).toEqual([
      255, 255, 255, 255,
    ]);
  });

  it('contrast pivots on mid-grey: 0 makes everything grey, 100 keeps it', () => {
    expect(pixelAt(applyMatrix(redBlue(), contrastMatrix(0)), 0, 0)).toEqual([128, 128, 128, 255]);
    expect(applyMatrix(redBlue(), contrastMatrix(100))).toEqual(redBlue());
    // (200 - 127.5) * 1.5 + 127.5 = 236.25
    expect(pixelAt(applyMatrix(grey(200), contrastMatrix(150)), 0, 0)).toEqual([
      236, 236, 236, 255,
    ]);
  });

  it('saturate 1 is the identity and 0 is greyscale', () => {
    expect(applyMatrix(redBlue(), saturateMatrix(1))).toEqual(redBlue());
    const [r, g, b] = pixelAt(applyMatrix(redBlue(), saturateMatrix(0)), 0, 0);
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('compose applies the right-hand matrix first', () => {
    const halfThenContrast = compose(contrastMatrix(200), brightnessMatrix(50));
    // 200 -> 100 (half) -> (100 - 127.5) * 2 + 127.5 = 72.5
    expect(pixelAt(applyMatrix(grey(200), halfThenContrast), 0, 0)[0]).toBe(72);
    expect(compose(IDENTITY, SEPIA)).toEqual(SEPIA);
  });

  it('mix blends a matrix with the identity', () => {
    expect(mix(SEPIA, 0)).toEqual(IDENTITY);
    expect(mix(SEPIA, 1)).toEqual(SEPIA);
  });

  it('keeps alpha under every filter', () => {
    for (const name of FILTERS)
      expect(pixelAt(applyMatrix(grey(100, 42), FILTER_MATRICES[name]), 0, 0)[3]).toBe(42);
  });

  it('each filter does what its name says', () => {
    const px = (name: (typeof FILTERS)[number], src = pixelsOf([[[120, 140, 160, 255]]])) =>
      pixelAt(applyMatrix(src, FILTER_MATRICES[name]), 0, 0);
    const [bwR, bwG, bwB] = px('blackWhite');
    expect(bwR).toBe(bwG);
    expect(bwG).toBe(bwB);
    const [warmR, , warmB] = px('warm');
    expect(warmR).toBeGreaterThan(120);
    expect(warmB).toBeLessThan(160);
    const [coolR, , coolB] = px('cool');
    expect(coolR).toBeLessThan(120);
    expect(coolB).toBeGreaterThan(160);
    const [vr, vg, vb] = px('vivid');
    expect(vb - vr).toBeGreaterThan(160 - 120);
    expect(vg).toBeGreaterThan(0);
    const [oldR, , oldB] = px('vintage');
    expect(oldR).toBeGreaterThan(oldB);
    // Faded: black is lifted.
    expect(px('vintage', grey(0))[0]).toBeGreaterThan(10);
  });
});
