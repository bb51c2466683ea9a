import { useEffect, useRef, useState } from 'react';
import { nextBarState, type BarState } from './scroll-state';

/** Follows window scrolling (passively, at most once per frame) for the top bar. */
export function useScrollState(): BarState {
  const [state, setState] = useState<BarState>({ scrolled: false, hidden: false });
  const lastY = useRef(0);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        setState((previous) => {
          const next = nextBarState(previous, lastY.current, y);
          lastY.current = y;
          return next.hidden === previous.hidden && next.scrolled === previous.scrolled
            ? previous
            : next;
        });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
