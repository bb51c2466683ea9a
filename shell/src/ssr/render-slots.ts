/**
 * At most `max` renders at once: past it a page is not rendered now
 * (null), and comes from the cache or is left to the browser.
 */
export function renderSlots(max: number) {
  let rendering = 0;
  return async function inSlot<T>(render: () => Promise<T | null>): Promise<T | null> {
    if (rendering >= max) return null;
    rendering += 1;
    try {
      return await render();
    } finally {
      rendering -= 1;
    }
  };
}
