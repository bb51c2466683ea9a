import { blankPixels, type Pixels } from './pixels';

/**
 * An affine colour transform: three rows of [r, g, b, offset], on 0..255 values.
 * Brightness, contrast and every filter are one of these, so any mix of them
 * composes into a single matrix and the pixels are walked once.
 */
export type ColourMatrix = readonly [Row, Row, Row];
type Row = readonly [number, number, number, number];

export const IDENTITY: ColourMatrix = [
  [1, 0, 0, 0],
  [0, 1, 0, 0],
  [0, 0, 1, 0],
];

/** `after ∘ before`: the matrix that applies `before` first, then `after`. */
export function compose(after: ColourMatrix, before: ColourMatrix): ColourMatrix {
  const row = (r: Row): Row => [
    r[0] * before[0][0] + r[1] * before[1][0] + r[2] * before[2][0],
    r[0] * before[0][1] + r[1] * before[1][1] + r[2] * before[2][1],
    r[0] * before[0][2] + r[1] * before[1][2] + r[2] * before[2][2],
    r[0] * before[0][3] + r[1] * before[1][3] + r[2] * before[2][3] + r[3],
  ];
  return [row(after[0]), row(after[1]), row(after[2])];
}

/** Applies matrices right to left, like function composition. */
export function composeAll(...matrices: ColourMatrix[]): ColourMatrix {
  return matrices.reduceRight<ColourMatrix>((acc, m) => compose(m, acc), IDENTITY);
}

/** Brightness in percent, 100 = unchanged (CSS `brightness()`). */
export function brightnessMatrix(percent: number): ColourMatrix {
  const k = percent / 100;
  return [
    [k, 0, 0, 0],
    [0, k, 0, 0],
    [0, 0, k, 0],
  ];
}

/** Contrast in percent around mid-grey, 100 = unchanged (CSS `contrast()`). */
export function contrastMatrix(percent: number): ColourMatrix {
  const k = percent / 100;
  const offset = 127.5 * (1 - k);
  return [
    [k, 0, 0, offset],
    [0, k, 0, offset],
    [0, 0, k, offset],
  ];
}

/** Saturation as a factor, 1 = unchanged (the CSS `saturate()` matrix). */
export function saturateMatrix(s: number): ColourMatrix {
  return [
    [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0],
    [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0],
    [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0],
  ];
}

/** The classic sepia matrix (the one CSS `sepia(1)` uses). */
export const SEPIA: ColourMatrix = [
  [0.393, 0.769, 0.189, 0],
  [0.349, 0.686, 0.168, 0],
  [0.272, 0.534, 0.131, 0],
];

/** Luminance with the Rec. 709 weights (what CSS `grayscale(1)` uses). */
export const GRAYSCALE: ColourMatrix = [
  [0.2126, 0.7152, 0.0722, 0],
  [0.2126, 0.7152, 0.0722, 0],
  [0.2126, 0.7152, 0.0722, 0],
];

/** Blends a matrix with the identity: `amount` 0 = unchanged, 1 = the full matrix. */
export function mix(matrix: ColourMatrix, amount: number): ColourMatrix {
  const blend = (m: Row, id: Row): Row =>
    [0, 1, 2, 3].map((i) => amount * m[i]! + (1 - amount) * id[i]!) as unknown as Row;
  return [
    blend(matrix[0], IDENTITY[0]),
    blend(matrix[1], IDENTITY[1]),
    blend(matrix[2], IDENTITY[2]),
  ];
}

/** Channel gains and offsets: the tint of the Cool and Warm filters. */
function tint(gains: [number, number, number], offsets: [number, number, number]): ColourMatrix {
  return [
    [gains[0], 0, 0, offsets[0]],
    [0, gains[1], 0, offsets[1]],
    [0, 0, gains[2], offsets[2]],
  ];
}

export const FILTERS = ['vintage', 'sepia', 'blackWhite', 'vivid', 'cool', 'warm'] as const;
export type FilterName = (typeof FILTERS)[number];

/**
 * The six filters. Vintage is a softened sepia with lifted blacks (faded print);
 * Vivid boosts saturation and a little contrast; Cool and Warm shift the
 * blue-red balance the way a white-balance slider would.
 */
export const FILTER_MATRICES: Record<FilterName, ColourMatrix> = {
  vintage: composeAll(tint([0.9, 0.9, 0.9], [20, 16, 10]), contrastMatrix(90), mix(SEPIA, 0.6)),
  sepia: SEPIA,
  blackWhite: GRAYSCALE,
  vivid: composeAll(contrastMatrix(110), saturateMatrix(1.6)),
  cool: tint([0.9, 1, 1.1], [0, 4, 16]),
  warm: tint([1.1, 1, 0.9], [16, 6, 0]),
};

/** Applies one matrix to every pixel; alpha is kept, results round and clamp to 0..255. */
export function applyMatrix(src: Pixels, m: ColourMatrix): Pixels {
  const out = blankPixels(src.width, src.height);
  const s = src.data;
  const d = out.data;
  const [[rr, rg, rb, ro], [gr, gg, gb, go], [br, bg, bb, bo]] = m;
  for (let i = 0; i < s.length; i += 4) {
    const r = s[i]!;
    const g = s[i + 1]!;
    const b = s[i + 2]!;
    d[i] = rr * r + rg * g + rb * b + ro;
    d[i + 1] = gr * r + gg * g + gb * b + go;
    d[i + 2] = br * r + bg * g + bb * b + bo;
    d[i + 3] = s[i + 3]!;
  }
  return out;
}
