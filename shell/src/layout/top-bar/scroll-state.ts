/** The bar takes its scrolled style past 50 px and hides past 100 px. */
export const SCROLLED_THRESHOLD = 50;
export const HIDE_THRESHOLD = 100;

export interface BarState {
  scrolled: boolean;
  hidden: boolean;
}

/**
 * The top bar's state after a scroll from `previousY` to `y`: hidden while
 * scrolling down past 100 px, shown again as soon as the visitor scrolls up.
 */
export function nextBarState(previous: BarState, previousY: number, y: number): BarState {
  const scrolled = y > SCROLLED_THRESHOLD;
  if (y <= HIDE_THRESHOLD) return { scrolled, hidden: false };
  if (y > previousY) return { scrolled, hidden: true };
  if (y < previousY) return { scrolled, hidden: false };
  return { scrolled, hidden: previous.hidden };
}
