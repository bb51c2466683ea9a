/*
 * How wide a picture is drawn, as `sizes` says it, from the page frame: the
 * layout's and the page's side padding (28 px a side on a phone, 48 px from
 * 768 px on) and the content's 1120 px at most. A 360 px phone's full-width
 * picture is 304 px, so it is given the 320 px file.
 */

/** A picture as wide as the page's text. */
export const FULL_WIDTH =
  '(min-width: 1216px) 1120px, (min-width: 768px) calc(100vw - 96px), calc(100vw - 56px)';

/** A picture in a grid of cards at least `min` px wide (one a row on a phone). */
export const cardWidth = (desktop: number) =>
  `(min-width: 1216px) ${desktop}px, (min-width: 768px) 34vw, calc(100vw - 56px)`;
