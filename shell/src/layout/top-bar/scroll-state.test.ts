import { nextBarState, type BarState } from './scroll-state';

const shown: BarState = { scrolled: false, hidden: false };

describe('nextBarState', () => {
  it('takes the scrolled style only past 50 px', () => {
    expect(nextBarState(shown, 0, 50).scrolled).toBe(false);
    expect(nextBarState(shown, 0, 51).scrolled).toBe(true);
  });

  it('hides when scrolling down past 100 px', () => {
    expect(nextBarState(shown, 90, 101)).toEqual({ scrolled: true, hidden: true });
    expect(nextBarState(shown, 500, 600)).toEqual({ scrolled: true, hidden: true });
  });

  it('is never hidden at or above 100 px', () => {
    const hidden = { scrolled: true, hidden: true };
    expect(nextBarState(shown, 60, 100).hidden).toBe(false);
    expect(nextBarState(hidden, 200, 100).hidden).toBe(false);
    expect(nextBarState(hidden, 200, 0)).toEqual({ scrolled: false, hidden: false });
  });

  it('shows again as soon as the visitor scrolls up', () => {
    expect(nextBarState({ scrolled: true, hidden: true }, 600, 599)).toEqual({
      scrolled: true,
      hidden: false,
    });
  });

  it('keeps its state when the position does not change', () => {
    expect(nextBarState({ scrolled: true, hidden: true }, 300, 300).hidden).toBe(true);
    expect(nextBarState({ scrolled: true, hidden: false }, 300, 300).hidden).toBe(false);
  });
});
