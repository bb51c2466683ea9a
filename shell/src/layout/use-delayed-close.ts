import { useCallback, useEffect, useRef, useState } from 'react';

/** A dropdown closes 300 ms after the pointer leaves it, so a diagonal move to it does not close it. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;

interface PointerLike {
  pointerType?: string;
}

/**
 * Open/closed state that opens at once on hover and closes only after the
 * pointer has been away for `delayMs`, so a diagonal move to a submenu does
 * not snap it shut.
 */
export function useDelayedClose(delayMs: number = DROPDOWN_CLOSE_DELAY_MS) {
  const [open, setOpenState] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const setOpen = useCallback(
    (value: boolean) => {
      cancelClose();
      setOpenState(value);
    },
    [cancelClose],
  );

  // A touch tap fires pointerenter just before its click; opening on it would
  // make the click's toggle shut the menu at once, so touch opens by click only.
  const onPointerEnter = useCallback(
    (event?: PointerLike) => {
      if (event?.pointerType !== 'touch') setOpen(true);
    },
    [setOpen],
  );
  const onPointerLeave = useCallback(
    (event?: PointerLike) => {
      if (event?.pointerType === 'touch') return;
      cancelClose();
      timer.current = setTimeout(() => setOpenState(false), delayMs);
    },
    [cancelClose, delayMs],
  );

  useEffect(() => cancelClose, [cancelClose]);

  return { open, setOpen, onPointerEnter, onPointerLeave };
}
